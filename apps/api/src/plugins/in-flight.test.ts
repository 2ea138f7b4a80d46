import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerInFlight } from './in-flight.js';

describe('registerInFlight', () => {
  it('waits for a handler whose client went away, and reports one still running at the deadline', async () => {
    const app = Fastify();
    const inFlight = registerInFlight(app);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    app.get('/slow', async () => {
      entered();
      await gate;
      return { ok: true };
    });
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    await app.ready();

    expect(await inFlight.drained(10)).toBe(true);
    const slow = app.inject({ method: 'GET', url: '/slow' });
    await started;
    expect(await inFlight.drained(20)).toBe(false);
    const drained = inFlight.drained(5_000);
    release();
    expect(await drained).toBe(true);
    expect((await slow).statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    expect(await inFlight.drained(10)).toBe(true);
    await app.close();
  });
});
