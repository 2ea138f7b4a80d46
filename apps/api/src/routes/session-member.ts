import type { FastifyRequest } from 'fastify';
import { ErrorCode, RequestHeader } from '@storefront/api-contract';
import { ContractError } from '../errors.js';
import type { SessionMember, SessionStore } from '../services/sessions.js';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The member of the request's `authorization: Bearer <jwt>`, or null when there is none or it is not valid. */
export async function sessionMember(request: FastifyRequest, sessions: SessionStore): Promise<SessionMember | null> {
  const header = request.headers[RequestHeader.AUTHORIZATION];
  const token = typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
  return token ? sessions.verify(token) : null;
}

/** The member of a login-only call; without a valid session the call fails with 40301 and the client logs out. */
export async function requireMember(request: FastifyRequest, sessions: SessionStore): Promise<SessionMember> {
  const member = await sessionMember(request, sessions);
  if (!member) throw new ContractError(ErrorCode.SESSION_INVALID);
  return member;
}
