import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the listed browser origins call the API: an allowed origin is echoed back with the headers
 * it asks for; any other origin gets no CORS header at all (not even on a preflight), so its
 * browser refuses the answer.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.register(cors, {
    // false, unlike a non-matching list, makes the plugin skip the request entirely.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    // The plugin's default (GET, HEAD, POST) and DELETE, which removes an uploaded file (routes/storage.ts).
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
    // Requests are authorised by a bearer header, never by cookies, so credentials stay off.
    credentials: false,
  });
}
