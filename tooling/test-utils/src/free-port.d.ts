/** Several distinct TCP ports on 127.0.0.1 that nothing listened on a moment ago (probed together, so different). */
export declare function findFreePorts(count: number): Promise<number[]>;
/** One TCP port on 127.0.0.1 that nothing listened on a moment ago, for a server whose address must be known before it listens. */
export declare function findFreePort(): Promise<number>;
