// Servers a bench runs as child processes (the API, vite preview, the bare Fastify yardstick):
// started, awaited, and stopped whatever way the bench ends. Used by `pnpm bench` and the API bench.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Child processes still running. */
const children = new Set();

/**
 * Runs a command and resolves with the child once `ready()` resolves (a line it prints, a URL that
 * answers); rejects with its last output when it exits first or takes longer than `timeoutMs`.
 * Later output is passed on with the name in front.
 */
export function startProcess(name, command, args, { cwd, env, readyLine, readyUrl, timeoutMs = 120_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let started = false;
    let settled = false;
    const early = [];
    const done = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        const output = early.length > 0 ? `\n${early.slice(-20).join('\n')}` : '';
        child.kill('SIGKILL');
        reject(new Error(`${error.message}${output}`));
      } else {
        started = true;
        resolve(child);
      }
    };
    const timer = setTimeout(() => done(new Error(`${name} was not ready within ${timeoutMs / 1000} s`)), timeoutMs);
    const onLine = (line) => {
      if (started) console.error(`[${name}] ${line}`);
      else {
        early.push(line);
        if (readyLine && line.startsWith(readyLine)) {
          console.log(`${name}: ${line}`);
          done();
        }
      }
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
    child.once('error', (error) => done(error));
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (!started) done(new Error(`${name} exited (${signal ?? `code ${code}`}) before it was ready`));
      else if (!child.stopping) console.error(`[${name}] exited unexpectedly (${signal ?? `code ${code}`})`);
    });
    if (readyUrl) {
      const poll = async () => {
        while (!settled) {
          try {
            const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
            if (response.ok) {
              console.log(`${name}: ready on ${readyUrl}`);
              return done();
            }
          } catch {
            // Not listening yet.
          }
          await new Promise((wait) => setTimeout(wait, 250));
        }
      };
      poll();
    }
  });
}

/** Asks a child to close (SIGTERM) and kills it when it has not exited within 5 s. */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Stops every child still running. */
export function stopAll() {
  return Promise.allSettled([...children].map(stopProcess));
}

/** Kills every child at once: the last resort when the bench process exits. */
export function killAll() {
  for (const child of children) child.kill('SIGKILL');
}

/** Runs a command to its end with its output shown (errors only when quiet); rejects on a non-zero exit. */
export function runToEnd(command, args, { cwd, env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    children.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `code ${code}`})`));
    });
  });
}
