import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePorts } from '@storefront/test-utils';
import { packagePath } from '../package-root.js';

/** A running Firebase Auth emulator, private to one test file. */
export interface AuthEmulator {
  /** 127.0.0.1:port, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  host: string;
  projectId: string;
  /** Signs a Google user in through the emulator's fake google.com provider and returns the Firebase ID token. */
  signInWithGoogle(user: { sub: string; email: string; name?: string }): Promise<string>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;
const POLL_INTERVAL_MS = 250;
const STOP_TIMEOUT_MS = 10_000;
// Enough of the CLI's output to explain a failed start.
const OUTPUT_LIMIT = 64 * 1024;

// Runs in its own session beside the emulator: ends the emulator's process group and removes its
// directory once this process is gone, and itself once the group is gone.
const WATCHDOG = `
const [parent, group, dir] = process.argv.slice(1).map((value, index) => (index < 2 ? Number(value) : value));
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
setInterval(() => {
  if (!alive(-group)) process.exit();
  if (alive(parent)) return;
  process.kill(-group, 'SIGKILL');
  require('node:fs').rmSync(dir, { recursive: true, force: true });
  process.exit();
}, 1000);
`;

// The emulator runs detached, out of reach of Ctrl-C and of vitest ending a worker, which never
// reaches afterAll or 'exit' handlers: without a watchdog each such run would leave one behind.
function watchOver(group: number, dir: string): void {
  spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), String(group), dir], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}

async function answersHttp(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `firebase emulators:start --only auth` for a demo project on free ports, in a temporary
 * directory with its own HOME, so that tests run offline, in parallel, and write nothing outside it.
 * Takes 15-25 s: start one per test file, in beforeAll.
 */
export async function startAuthEmulator(projectId = 'demo-storefront-test'): Promise<AuthEmulator> {
  const root = await mkdtemp(join(tmpdir(), 'storefront-auth-emulator-'));
  const home = join(root, 'home');
  const temp = join(root, 'tmp');
  await Promise.all([mkdir(home), mkdir(temp)]);
  const [authPort, hubPort, loggingPort] = await findFreePorts(3);
  const host = `127.0.0.1:${authPort}`;
  await writeFile(
    join(root, 'firebase.json'),
    JSON.stringify({
      emulators: {
        // The UI would be downloaded on first use: no network here.
        ui: { enabled: false },
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
      },
    }),
  );

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The CLI keeps its config store under HOME/XDG_CONFIG_HOME and writes its hub locator
    // (hub-<project>.json) to the temp dir: all of it stays in root and goes with it.
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    TMPDIR: temp,
    NO_UPDATE_NOTIFIER: '1',
  };
  // A demo project needs no credentials, and the emulator must never reach a real project.
  delete env.GOOGLE_APPLICATION_CREDENTIALS;
  delete env.FIREBASE_TOKEN;

  // Detached: the emulator leads its own process group, so stop() ends it with everything it started.
  const child = spawn(packagePath('node_modules/.bin/firebase'), ['emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // A binary that cannot be spawned reports 'error' and then 'close' like any exit.
  child.once('error', (error) => keep(Buffer.from(`${error.message}\n`)));
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('close', () => {
      running = false;
      resolve();
    }),
  );

  if (child.pid !== undefined) watchOver(child.pid, root);

  const signal = (name: NodeJS.Signals) => {
    if (!running || child.pid === undefined) return;
    try {
      process.kill(-child.pid, name);
    } catch (error) {
      // The group can be gone a moment before 'close' reports it.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };

  const stop = async () => {
    signal('SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS).unref()),
    ]);
    if (!stopped) {
      signal('SIGKILL');
      await exited;
    }
    await rm(root, { recursive: true, force: true });
  };

  const failStart = async (reason: string): Promise<never> => {
    await stop();
    throw new Error(`Auth emulator for ${projectId} ${reason}. Its output:\n${output}`);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (!running) return failStart(`exited with code ${String(child.exitCode ?? child.signalCode)} before it was ready`);
    if (await answersHttp(host)) break;
    if (Date.now() > deadline) return failStart(`did not answer on ${host} within ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }

  return {
    host,
    projectId,
    async signInWithGoogle(user) {
      // The emulator takes the Google ID token's claims as plain JSON: no Google account involved.
      const claims = JSON.stringify({ sub: user.sub, email: user.email, email_verified: true, name: user.name });
      const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
          requestUri: 'http://localhost',
          returnIdpCredential: true,
          returnSecureToken: true,
        }),
      });
      const body = (await response.json()) as { idToken?: string };
      if (!response.ok || typeof body.idToken !== 'string') {
        throw new Error(`signInWithIdp answered ${response.status}: ${JSON.stringify(body)}`);
      }
      return body.idToken;
    },
    stop,
  };
}
