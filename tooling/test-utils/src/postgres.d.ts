/** Starts a private, throw-away PostgreSQL cluster on a free loopback port. */
export declare function startPostgres(): Promise<{
  url: string;
  /** Stops the server and removes the cluster. */
  stop: () => void;
  /** Stops the server only (fast shutdown), keeping its data: a database outage. */
  stopServer: () => void;
  /** Starts the server again on the same port after stopServer. */
  startServer: () => void;
}>;
