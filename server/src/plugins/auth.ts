import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http/errors.js';
import { findLiveToken } from './tokens.js';

export interface Member {
  userId: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of member-only routes (runs before the body is even read): a live `Authorization: Bearer <token>` or 401 */
    requireMember: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    member: Member | null;
  }
}

export function bearerToken(request: FastifyRequest) {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The signed-in member of a route guarded by `requireMember`. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw unauthorized();
  return request.member;
}

export default fp(
  async (app) => {
    app.decorateRequest('member', null);
    app.decorate('requireMember', async function requireMember(request: FastifyRequest) {
      const token = bearerToken(request);
      const row = token ? await findLiveToken(app.db, token) : undefined;
      if (!row) throw unauthorized();
      request.member = { userId: row.user_id, tokenId: row.id };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** Marks a route as member-only in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];
