import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../../shared-api/src/types.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { findLiveToken } from '../modules/users/tokens.js';

export interface Member {
  userId: number;
  tokenId: number;
  /** read from the token's account on every request, never from what the browser says */
  role: Role;
}

/** What each role may reach: `staff` is staff or admin, `admin` is admin only. */
export const hasRole = (role: Role, needed: 'staff' | 'admin') => (needed === 'staff' ? role === 'staff' || role === 'admin' : role === 'admin');

export const NO_ACCESS = 'You do not have access to this page.';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of member-only routes (runs before the body is even read): a live `Authorization: Bearer <token>` or 401 */
    requireMember: onRequestAsyncHookHandler;
    /** onRequest hook of staff routes: 401 without a live token, 403 for an account without the role */
    requireRole(role: 'staff' | 'admin'): onRequestAsyncHookHandler;
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
    async function requireMember(request: FastifyRequest) {
      const token = bearerToken(request);
      const row = token ? await findLiveToken(app.db, token) : undefined;
      if (!row) throw unauthorized();
      request.member = { userId: row.user_id, tokenId: row.id, role: row.role };
    }
    app.decorate('requireMember', requireMember);
    app.decorate('requireRole', (role: 'staff' | 'admin') =>
      async function requireRole(request: FastifyRequest) {
        await requireMember(request);
        if (!hasRole(request.member!.role, role)) throw forbidden(NO_ACCESS);
      },
    );
  },
  { name: 'auth', dependencies: ['db'] },
);

/** Marks a route as member-only in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];
