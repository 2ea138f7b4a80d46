import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startPostgres } from './postgres.js';

// Needs PostgreSQL's binaries: run by `test:pg`.

const run = promisify(execFile);
const postgresModule = JSON.stringify(new URL('./postgres.js', import.meta.url).href);

/** Whether something accepts connections on the loopback port of a postgres:// address. */
function listening(url) {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs a Node process that starts a cluster, prints its address and ends as `end` says, without
 * stop(). The process has a temporary directory of its own (other tests' clusters come and go in
 * the shared one): returns what is left in it.
 */
async function clusterLeftBy(end) {
  const temporary = mkdtempSync(join(tmpdir(), 'postgres-test-'));
  // As root the cluster's folder in it belongs to the postgres user, who must be able to reach it.
  chmodSync(temporary, 0o755);
  try {
    const script = `import { startPostgres } from ${postgresModule};\nconst pg = await startPostgres();\nconsole.log(pg.url);\n${end}`;
    const env = { ...process.env, TMPDIR: temporary };
    const child = await run(process.execPath, ['--input-type=module', '-e', script], { env }).catch((error) => error);
    return { url: child.stdout.trim(), code: child.code ?? 0, left: readdirSync(temporary) };
  } finally {
    // A cluster left behind (the test fails) has its server stopped (fast shutdown) before it goes.
    for (const folder of readdirSync(temporary)) {
      const pidFile = join(temporary, folder, 'data', 'postmaster.pid');
      if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
    }
    rmSync(temporary, { recursive: true, force: true });
  }
}

describe('startPostgres', () => {
  it('serves a cluster until stop(), which removes it; a second stop() does nothing', async () => {
    const pg = await startPostgres();
    expect(await listening(pg.url)).toBe(true);
    pg.stop();
    expect(await listening(pg.url)).toBe(false);
    expect(() => pg.stop()).not.toThrow();
  });

  it.each([
    ['its last task ends', ''],
    ['it calls process.exit', 'process.exit(3);'],
  ])('removes the cluster a process did not stop when %s', async (_when, end) => {
    const { url, code, left } = await clusterLeftBy(end);
    expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    expect(code).toBe(end ? 3 : 0);
    expect(await listening(url)).toBe(false);
    expect(left).toEqual([]);
  });
});
