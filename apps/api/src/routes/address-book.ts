import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@storefront/api-contract';
import type { Database } from '../db/client.js';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/address-book.js';
import type { SessionStore } from '../services/sessions.js';
import { contractSchema } from './contract-route.js';
import { requireMember } from './session-member.js';

/** The member's address book under /personal/address: list, add, change, choose the default, delete. */
export const addressBookRoutes: FastifyPluginAsyncTypebox<{ db: Database; sessions: SessionStore }> = async (app, { db, sessions }) => {
  // Choosing the default and deleting carry no body; a client that still says it sends JSON is not refused for it.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(body as string) as unknown);
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });

  app.get(endpoints.listAddresses.path, { schema: contractSchema(endpoints.listAddresses) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await listAddresses(db, userId) };
  });

  app.post(endpoints.createAddress.path, { schema: contractSchema(endpoints.createAddress) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await createAddress(db, userId, request.body) };
  });

  app.post(endpoints.updateAddress.path, { schema: contractSchema(endpoints.updateAddress) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await updateAddress(db, userId, request.params.address_id, request.body) };
  });

  app.post(endpoints.setDefaultAddress.path, { schema: contractSchema(endpoints.setDefaultAddress) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    return { data: await setDefaultAddress(db, userId, request.params.address_id) };
  });

  app.post(endpoints.deleteAddress.path, { schema: contractSchema(endpoints.deleteAddress) }, async (request) => {
    const { userId } = await requireMember(request, sessions);
    await deleteAddress(db, userId, request.params.address_id);
    return { data: null };
  });
};
