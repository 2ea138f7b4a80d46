import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Counts the handlers still running, so a stopping server can wait for them before closing the database. */
export interface InFlight {
  /** Resolves once no handler runs any more, or after timeoutMs; answers whether they all ended. */
  drained(timeoutMs: number): Promise<boolean>;
}

/**
 * Tracks route handlers from preHandler to onSend. Closing the server waits only for requests
 * whose client is still connected: a handler whose client went away (a load generator stopping,
 * a shopper closing the tab mid-checkout) keeps running, and must not find the database closed
 * under it half-way through an order.
 */
export function registerInFlight(app: FastifyInstance): InFlight {
  const running = new WeakSet<FastifyRequest>();
  let count = 0;
  let waiters: (() => void)[] = [];
  const settle = (request: FastifyRequest) => {
    if (!running.delete(request)) return;
    count -= 1;
    if (count === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  // Callbacks rather than promises: these run on every request.
  app.addHook('preHandler', (request, _reply, done) => {
    running.add(request);
    count += 1;
    done();
  });
  // onSend runs when the handler's answer (or its error's) is sent, whether or not the client is still there.
  app.addHook('onSend', (request, _reply, payload, done) => {
    settle(request);
    done(null, payload);
  });
  return {
    drained(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
