// The Firebase Auth emulator for Google sign-in without Google: `firebase emulators:start --only
// auth` for the demo project the storefront and the API use by default, in a temporary directory
// with its own HOME (the CLI keeps state there), UI off (it would be downloaded). It runs until it
// is stopped; the directory goes with it.
// Usage: node scripts/auth-emulator.mjs   (env AUTH_EMULATOR_PORT, default 9099; FIREBASE_PROJECT_ID, default demo-storefront)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';

const port = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-storefront';
const root = mkdtempSync(join(tmpdir(), 'storefront-auth-emulator-'));
const home = join(root, 'home');
mkdirSync(home);
mkdirSync(join(root, 'tmp'));
// Hub and logging take the next ports; the emulator needs them but nothing here talks to them.
writeFileSync(
  join(root, 'firebase.json'),
  JSON.stringify({
    emulators: {
      ui: { enabled: false },
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
    },
  }),
);

const env = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), TMPDIR: join(root, 'tmp'), NO_UPDATE_NOTIFIER: '1' };
// A demo project needs no credentials, and the emulator must never reach a real project.
delete env.GOOGLE_APPLICATION_CREDENTIALS;
delete env.FIREBASE_TOKEN;

const cli = join(import.meta.dirname, '..', 'node_modules', '.bin', 'firebase');
// In this process's group: whoever stops this script's group (Playwright's web server, a terminal) stops the emulator too.
const child = spawn(cli, ['emulators:start', '--only', 'auth', '--project', projectId], { cwd: root, env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(root, { recursive: true, force: true });
  process.exit(code ?? 0);
});
