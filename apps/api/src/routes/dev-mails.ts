import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Email } from '@storefront/api-contract';
import type { MailCapture } from '../services/mail/mailer.js';

const CapturedMail = Type.Object({
  id: Type.String(),
  to: Type.Array(Type.String()),
  from: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  received_at: Type.Integer(),
});

/**
 * GET /dev/mails: the mails the embedded SMTP capture received, newest first, optionally only
 * those to one address, so developers and end-to-end tests can read codes and links. Not part of
 * the v1 contract, hidden from the docs; the app registers it only outside production.
 */
export const devMailRoutes: FastifyPluginAsyncTypebox<{ capture: MailCapture }> = async (app, { capture }) => {
  app.get(
    '/dev/mails',
    {
      schema: {
        hide: true,
        querystring: Type.Object({ to: Type.Optional(Email) }),
        response: { 200: Type.Object({ data: Type.Array(CapturedMail) }) },
      },
    },
    async (request) => ({ data: capture.list({ to: request.query.to }) }),
  );
};
