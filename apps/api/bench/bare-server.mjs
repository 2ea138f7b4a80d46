// The baseline of the API bench: a minimal Fastify 5 app (no plugins, no schema) answering the
// same { data } envelope as the API, run in its own process like the API so that neither shares an
// event loop with the other or with the autocannon client.
import { fastify } from 'fastify';

const app = fastify({ logger: false });
app.get('/bare', async () => ({ data: { ok: true } }));

const port = Number(process.env.PORT ?? 0);
const address = await app.listen({ host: process.env.HOST ?? '127.0.0.1', port });
console.log(`bare ready on ${address}`);

const shutdown = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
