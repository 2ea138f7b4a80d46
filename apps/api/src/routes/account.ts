import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, ErrorCode } from '@storefront/api-contract';
import { ContractError } from '../errors.js';
import { requestLocale } from '../locale.js';
import type { Accounts } from '../services/accounts.js';
import type { SessionStore } from '../services/sessions.js';
import { contractSchema } from './contract-route.js';
import { requireMember } from './session-member.js';

/** What the account routes are built on. */
export interface AccountRouteOptions {
  accounts: Accounts;
  sessions: SessionStore;
  /** The per-address limit of every account call (see accountRateLimit). */
  rateLimit: RateLimitOptions;
}

/** The account calls of spec 7: sign-up, login by e-mail, Google or WeChat, logout and passwords. */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, { accounts, sessions, rateLimit }) => {
  const config = { rateLimit };

  app.post(endpoints.sendVerificationEmail.path, { config, schema: contractSchema(endpoints.sendVerificationEmail) }, async (request) => {
    await accounts.sendVerificationEmail(request.body.account, requestLocale(request));
    return { data: null };
  });

  app.post(endpoints.verifyAccount.path, { config, schema: contractSchema(endpoints.verifyAccount) }, async (request) => {
    await accounts.verifyAccount(request.body.account, request.body.verification_code);
    return { data: null };
  });

  app.post(endpoints.register.path, { config, schema: contractSchema(endpoints.register) }, async (request) => {
    const { account, password, verification_code } = request.body;
    return { data: { token: await accounts.register(account, password, verification_code) } };
  });

  // Many addresses guessing one account's password meet a limit too: the same count, per account.
  // (@fastify/rate-limit runs one limit a request from its hooks, so this one is checked here.)
  const perAccount = app.createRateLimit({
    ...rateLimit,
    keyGenerator: (request) => `login:${(request.body as { account: string }).account.trim().toLowerCase()}`,
  });
  const limitPerAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = await perAccount(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', counted.ttlInSeconds);
    throw new ContractError(ErrorCode.TRY_AGAIN_LATER);
  };
  app.post(endpoints.login.path, { config, preHandler: limitPerAccount, schema: contractSchema(endpoints.login) }, async (request) => ({
    data: { token: await accounts.login(request.body.account, request.body.password) },
  }));

  app.post(endpoints.firebaseLogin.path, { config, schema: contractSchema(endpoints.firebaseLogin) }, async (request) => ({
    data: { token: await accounts.loginWithGoogle(request.body.id_token) },
  }));

  app.post(endpoints.weixinLogin.path, { config, schema: contractSchema(endpoints.weixinLogin) }, async (request) => ({
    data: { token: await accounts.loginWithWeixin(request.body.code) },
  }));

  app.get(endpoints.logout.path, { config, schema: contractSchema(endpoints.logout) }, async (request) => {
    const member = await requireMember(request, sessions);
    await sessions.end(member.sessionId);
    return { data: null };
  });

  app.post(endpoints.forgetPassword.path, { config, schema: contractSchema(endpoints.forgetPassword) }, async (request) => {
    await accounts.forgetPassword(request.body.account, requestLocale(request));
    return { data: null };
  });

  app.post(endpoints.verifyChecksum.path, { config, schema: contractSchema(endpoints.verifyChecksum) }, async (request) => ({
    data: await accounts.verifyChecksum(request.body.checksum),
  }));

  // By reset link (no login needed) or by old password (login needed).
  app.post(endpoints.changePassword.path, { config, schema: contractSchema(endpoints.changePassword) }, async (request) => {
    const { body } = request;
    if ('checksum' in body) {
      await accounts.changePasswordByChecksum(body.checksum, body.new_password);
    } else {
      const member = await requireMember(request, sessions);
      await accounts.changePasswordByOldPassword(member.userId, body.old_password, body.new_password);
    }
    return { data: null };
  });
};
