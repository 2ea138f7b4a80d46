// The baseline of the API bench: a minimal Fastify 5 app (no plugins, no schema) answering the
// same { data } envelope as the API, run in its own process like the API so that neither shares an
// event loop with the other or with the autocannon client. GET /bare answers a tiny body; GET
// /bare/<name> answers the JSON document stored under that name in the file BARE_PAYLOADS names
// (the bench puts each measured call's own answer there), serialised on every request as a plain
// JSON route does.
import { readFileSync } from 'node:fs';
import { fastify } from 'fastify';

const payloads = process.env.BARE_PAYLOADS ? JSON.parse(readFileSync(process.env.BARE_PAYLOADS, 'utf8')) : {};
const app = fastify({ logger: false });
app.get('/bare', async () => ({ data: { ok: true } }));
app.get('/bare/:name', async (request, reply) => {
  const payload = payloads[request.params.name];
  if (payload === undefined) return reply.status(404).send({ error: 'no such payload' });
  return payload;
});

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
