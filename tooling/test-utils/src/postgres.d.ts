/** Starts a private, throw-away PostgreSQL cluster on a free loopback port. */
export declare function startPostgres(): Promise<{ url: string; stop: () => void }>;
