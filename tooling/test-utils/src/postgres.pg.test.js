import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startPostgres } from './postgres.js';

// Needs PostgreSQL's binaries: run by `test:pg`.

const run = promisify(execFile);
const module = JSON.stringify(new URL('./postgres.js', import.meta.url).href);

/** The throw-away clusters' folders in the temporary directory. */
const clusterFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('storefront-pg-'));

/** Whether something accepts connections on the loopback port of a postgres:// address. */
function listening(url) {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => resolve(socket.destroy() && true));
    socket.once('error', () => resolve(false));
  });
}

/** Runs a Node process that starts a cluster, prints its address and ends as `end` says, without stop(). */
async function clusterLeftBy(end) {
  const script = `import { startPostgres } from ${module};\nconst pg = await startPostgres();\nconsole.log(pg.url);\n${end}`;
  const child = await run(process.execPath, ['--input-type=module', '-e', script]).catch((error) => error);
  return { url: child.stdout.trim(), code: child.code ?? 0 };
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
    const before = clusterFolders();
    const { url, code } = await clusterLeftBy(end);
    expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    expect(code).toBe(end ? 3 : 0);
    expect(await listening(url)).toBe(false);
    expect(clusterFolders().filter((name) => !before.includes(name))).toEqual([]);
  });
});
