#!/usr/bin/env node
// Runs a command with DATABASE_URL pointing at a private PostgreSQL cluster, then removes the cluster.
import { spawn } from 'node:child_process';
import { startPostgres } from './postgres.js';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres <command> [args...]');
  process.exit(2);
}
const pg = await startPostgres();
console.log(`with-postgres: PostgreSQL cluster at ${pg.url}`);
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: pg.url },
});
const stop = () => pg.stop();
process.on('SIGINT', () => child.kill('SIGINT'));
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
