import { spawn, type ChildProcess } from 'node:child_process';
import { packagePath } from '../package-root.js';

// The API as its own process, for the tests that kill it or take its database away.

/** Starts the API from source as its own process (env on top of the test's) and waits until it answers. */
export async function startApi(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: packagePath('.'),
    // The test's env may change the defaults here (a shorter job interval, say), not the port.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      // The stock and scale-out tests place many visitors' orders from this one address.
      VISITOR_UNPAID_ORDERS_MAX: '1000000',
      JOB_INTERVAL_MS: '3600000',
      DOCS: 'off',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output}`);
    if (/API ready on/.test(output)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not start within a minute:\n${output}`);
}

/** Resolves once the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}
