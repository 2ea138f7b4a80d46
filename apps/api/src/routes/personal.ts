import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@storefront/api-contract';
import type { Accounts } from '../services/accounts.js';
import type { SessionStore } from '../services/sessions.js';
import { contractSchema } from './contract-route.js';
import { requireMember } from './session-member.js';

/** GET /personal (the member's profile) and POST /personal (change some of its fields). */
export const personalRoutes: FastifyPluginAsyncTypebox<{ accounts: Accounts; sessions: SessionStore }> = async (
  app,
  { accounts, sessions },
) => {
  app.get(endpoints.getPersonal.path, { schema: contractSchema(endpoints.getPersonal) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await accounts.getUserInfo(userId) };
  });

  app.post(endpoints.updatePersonal.path, { schema: contractSchema(endpoints.updatePersonal) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await accounts.updateUserInfo(userId, request.body) };
  });
};
