// The storefront's development server and, beside it, the Firebase Auth emulator that Google
// sign-in of the demo project goes through (unless one already answers on its port).
// Usage: node scripts/dev.mjs   (what `pnpm dev` runs; Ctrl-C stops both)
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import process from 'node:process';

const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);

async function answers(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

const children = [];
if (!(await answers(emulatorPort))) {
  children.push(spawn(process.execPath, [join(import.meta.dirname, 'auth-emulator.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] }));
}
const vite = spawn(join(import.meta.dirname, '..', 'node_modules', '.bin', 'vite'), process.argv.slice(2), { stdio: 'inherit' });
children.push(vite);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
