/**
 * Starts nginx (Debian's, from scripts/ensure-system-deps.sh) on a free loopback port in front of
 * servers on 127.0.0.1, round robin, appending the client's address to X-Forwarded-For; resolves
 * once it answers `readyPath` (default `/`) with less than 500. `stop()` ends it and removes its files.
 */
export declare function startNginx(
  upstreamPorts: readonly number[],
  options?: { readyPath?: string },
): Promise<{
  url: string;
  stop: () => Promise<void>;
}>;
