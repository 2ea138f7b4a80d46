import { afterAll } from 'vitest';

// Test files share their worker's process (isolate: false in vitest.config.ts): each leaves
// process.env as it found it, e.g. the Firebase emulator's address a Google verifier sets.
const envAtStart = { ...process.env };
afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in envAtStart)) delete process.env[key];
  Object.assign(process.env, envAtStart);
});
