import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './free-port.js';

/** Finds the newest PostgreSQL server binaries that Debian installed. */
function findBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (versions.length === 0) {
    throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql');
  }
  versions.sort((a, b) => Number(b) - Number(a));
  return join(root, versions[0], 'bin');
}

/** Clusters started and not stopped yet: removed when the process exits, however it got there. */
const running = new Set();
process.on('exit', () => {
  for (const stop of running) stop();
});

/**
 * Starts a private, throw-away PostgreSQL cluster on a free loopback port. It is stopped and removed
 * by `stop()`, or when the process exits (process.exit, an uncaught error, the end of the event
 * loop; a signal with no handler ends the process without its exit handlers).
 * initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
 * @returns {Promise<{ url: string, stop: () => void, stopServer: () => void, startServer: () => void }>}
 */
export async function startPostgres() {
  const bin = findBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  const port = await findFreePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = join(bin, cmd);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
    }
  };
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), -1);
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  const startServer = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  startServer();
  // The server alone, for fault tests: its data stays, and it comes back on the same port.
  const stopServer = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  const stop = () => {
    if (!running.delete(stop)) return;
    stopServer();
    rmSync(dir, { recursive: true, force: true });
  };
  running.add(stop);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopServer,
    startServer,
    stop,
  };
}
