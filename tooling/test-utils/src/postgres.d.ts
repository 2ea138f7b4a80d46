/**
 * Starts a private, throw-away PostgreSQL cluster on a free loopback port; it is removed by `stop()`
 * or when the process exits.
 */
export declare function startPostgres(): Promise<{
  url: string;
  /** Stops the server and removes the cluster; once only, later calls do nothing. */
  stop: () => void;
  /** Stops the server only (fast shutdown), keeping its data: a database outage. */
  stopServer: () => void;
  /** Starts the server again on the same port after stopServer. */
  startServer: () => void;
}>;
