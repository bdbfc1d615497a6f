import type { FastifyPluginAsync } from 'fastify';
import { badRequest, memberOf, notFound, ok, serve } from '../../../../../server/src/kit.js';
import { ANY_HOURLY_RATE, HOURLY_RATE_RANGES } from '../../../../../shared-api/src/enums.js';
import { directoryContract, type DirectoryQueryInput } from '../contract.js';
import { skillIdsOf } from '../skills-filter.js';
import { decodeCursor } from './cursor.js';
import { findPublicMember, listDirectory, nameWordsOf, type DirectoryQuery } from './queries.js';

export const MEMBER_NOT_FOUND = 'This member profile was not found.';
const BAD_CURSOR = 'cursor is not one this directory answered; start again from page 1';

/** The call's filters and page as the directory's query. */
export function directoryQueryOf(audience: DirectoryQuery['audience'], input: DirectoryQueryInput): DirectoryQuery {
  let after: number | null = null;
  if (input.cursor) {
    const cursor = decodeCursor(input.cursor);
    if (!cursor) throw badRequest(BAD_CURSOR);
    // A cursor for another page than the one asked for is set aside: the page number decides.
    if (cursor.page === input.page) after = cursor.after;
  }
  const range = input.hourly_rate && input.hourly_rate !== ANY_HOURLY_RATE ? HOURLY_RATE_RANGES.findIndex((r) => r.value === input.hourly_rate) : -1;
  return {
    audience,
    primarySkillIds: skillIdsOf(input.skills),
    rateRange: range >= 0 ? range : null,
    nameWords: nameWordsOf(input.q),
    page: input.page,
    perPage: input.per_page,
    after,
  };
}

/** Our Voice, the member directory and a member's public profile, served from their contract. */
const directoryRoutes: FastifyPluginAsync = async (app) => {
  serve(app, directoryContract, {
    getPublicPeers: async (request, reply) => {
      // A member who hides their profile leaves Our Voice within a minute, caches included.
      reply.header('cache-control', 'public, max-age=60');
      return ok(await listDirectory(app.db, directoryQueryOf('public', request.query)));
    },

    getPeers: async (request) => ok(await listDirectory(app.db, directoryQueryOf('members', request.query))),

    getPublicMember: async (request) => {
      const found = await findPublicMember(app.db, request.params.memberId);
      const own = found?.userId === memberOf(request).userId;
      if (!found || (!own && (found.visibility === 'hidden' || !found.complete))) throw notFound(MEMBER_NOT_FOUND);
      return ok(found.profile);
    },
  });
};

export default directoryRoutes;
