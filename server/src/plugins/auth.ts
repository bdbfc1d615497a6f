import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { INCOMPLETE_PROFILE_MESSAGE } from '../../../shared-api/src/enums.js';
import type { Role } from '../../../shared-api/src/types.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { findLiveToken } from './auth-tokens.js';

export interface Member {
  userId: number;
  tokenId: number;
  /** read from the token's account on every request, never from what the browser says */
  role: Role;
  /** read with the token on every request: a profile completed on another device counts at once */
  profileComplete: boolean;
}

/** What each role may reach: `staff` is staff or admin, `admin` is admin only. */
export const hasRole = (role: Role, needed: 'staff' | 'admin') => (needed === 'staff' ? role === 'staff' || role === 'admin' : role === 'admin');

export const NO_ACCESS = 'You do not have access to this page.';

/** Who may call a route: anyone, a signed-in member, staff (or admin), or an admin only. */
export type Access = 'public' | 'member' | 'staff' | 'admin';

/** One API route and who may call it, as the authorization tests read them. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  owns?: string;
  profile?: 'complete';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route. Every route under /api says so: the guard (401 without a live token, 403 without
     * the role) and the OpenAPI security entry follow from it, and a route without it stops the server at start.
     */
    access?: Access;
    /**
     * What of one member's a member route reaches: 'self' for the caller's own account and profile, or, for a
     * route whose path names one member's record (`/user/issues/:id`), the kind of record, e.g. 'issue'. The
     * authorization tests make one for another member and prove it stays out of reach. A member route without
     * it serves many members alike (a directory).
     */
    owns?: string;
    /**
     * 'complete': the call needs a complete profile; the guard refuses a member whose profile is not, with the
     * spec's incomplete-profile message (403), before the body is read. The shell's route table marks the pages
     * of these calls `complete-profile`; the server reads the truth from the database, never from the cookie.
     */
    profile?: 'complete';
  }
  interface FastifyInstance {
    /** every API route with its access, in the order they were added */
    routeAccess: RouteAccess[];
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

/** shared-api's session cookie: the same API token, which the browser also sends with a plain link or an <img>. */
const SESSION_COOKIE = 'auth';

/**
 * The token of a request that only reads a file: the Authorization header's, else the session cookie's, which a file
 * opened in a new tab or shown in an <img> carries instead. Only for reading files: every call that changes anything
 * takes the header alone, so no other site's page can make it with the member's cookie.
 */
export function readerToken(request: FastifyRequest) {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === SESSION_COOKIE && value && /^[A-Za-z0-9_-]{20,200}$/.test(value)) return value;
  }
  return null;
}

/** The signed-in member of a route guarded by `requireMember`. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw unauthorized();
  return request.member;
}

/** Routes the access rule does not apply to: the API's own documentation pages. */
const UNGUARDED = /^\/api\/docs(\/|$)/;

export default fp(
  async (app) => {
    app.decorateRequest('member', null);
    const routeAccess: RouteAccess[] = [];
    app.decorate('routeAccess', routeAccess);
    const guarded = new WeakSet<object>();
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/') || UNGUARDED.test(route.url)) return;
      const access = route.config?.access;
      const methods = [route.method].flat();
      if (!access) throw new Error(`${methods.join(',')} ${route.url} does not say who may call it: add config.access`);
      const profile = route.config?.profile;
      if (!methods.includes('HEAD')) app.routeAccess.push(...methods.map((method) => ({ method, url: route.url, access, owns: route.config?.owns, profile })));
      if (access === 'public') {
        if (profile) throw new Error(`${methods.join(',')} ${route.url}: a public route cannot need a complete profile`);
        return;
      }
      // A GET's HEAD twin is added from the same options: guard each hook list once.
      const byRole = access === 'member' ? requireMember : app.requireRole(access);
      const guard = profile === 'complete' ? requireCompleteProfile(byRole) : byRole;
      const hooks = [route.onRequest ?? []].flat();
      if (!hooks.some((hook) => guarded.has(hook))) {
        guarded.add(guard);
        route.onRequest = [guard, ...hooks];
      }
      if (route.schema) route.schema = { ...route.schema, security: bearerSecurity };
    });
    async function requireMember(request: FastifyRequest) {
      const token = bearerToken(request);
      const row = token ? await findLiveToken(app.db, token) : undefined;
      if (!row) throw unauthorized();
      request.member = { userId: row.user_id, tokenId: row.id, role: row.role, profileComplete: row.is_profile_completed };
    }
    function requireCompleteProfile(before: onRequestAsyncHookHandler): onRequestAsyncHookHandler {
      return async function requireCompleteProfile(request, reply) {
        await before.call(app, request, reply);
        if (!request.member?.profileComplete) throw forbidden(INCOMPLETE_PROFILE_MESSAGE);
      };
    }
    app.decorate('requireMember', requireMember);
    app.decorate('requireRole', (role: 'staff' | 'admin') =>
      async function requireRole(request: FastifyRequest) {
        await requireMember(request);
        if (!hasRole(memberOf(request).role, role)) throw forbidden(NO_ACCESS);
      },
    );
  },
  { name: 'auth', dependencies: ['db'] },
);

/** Marks a route as member-only in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];
