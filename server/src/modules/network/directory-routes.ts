import type { FastifyPluginAsync } from 'fastify';
import { ANY_HOURLY_RATE, HOURLY_RATE_RANGES } from '../../../../shared-api/src/enums.js';
import { skillIdsOf } from '../../../../shared-api/src/directory-filter.js';
import { ok, responses } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { yupSchema } from '../../http/yup-schema.js';
import { memberOf } from '../../plugins/auth.js';
import { decodeCursor } from './cursor.js';
import { findPublicMember, listDirectory, nameWordsOf, type DirectoryQuery } from './directory-queries.js';
import { directoryPageSchema, directoryQuery, memberParams, publicMemberSchema, type DirectoryQueryInput } from './schemas.js';

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

const filtersDescription =
  '`skills`: primary skill ids joined with `+`; `hourly_rate`: `any`, `1,500`, `500,1000`, `1000,3000` or `3000,100000` ' +
  '(as the filter labels them: below Rs 500, 500 up to 1,000, 1,000 up to 3,000, 3,000 and above); `q`: words (two letters or more) that start words of the name. ' +
  'Newest listed first. For the next page send `page=current_page+1` with `cursor=next_cursor`: any page then costs ' +
  'what the first does (docs/decisions/011-directory-paging.md). Complete profiles only; no e-mail, phone, birthdate or gender.';

/** Our Voice, the member directory and a member's public profile. */
const directoryRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['directory'];

  app.get<{ Querystring: DirectoryQueryInput }>(
    '/public-peers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Our Voice: members who chose to appear on the public site',
        description: filtersDescription,
        querystring: yupSchema(directoryQuery),
        response: responses(directoryPageSchema),
      },
    },
    async (request, reply) => {
      // A member who hides their profile leaves Our Voice within a minute, caches included.
      reply.header('cache-control', 'public, max-age=60');
      return ok(await listDirectory(app.db, directoryQueryOf('public', request.query)));
    },
  );

  app.get<{ Querystring: DirectoryQueryInput }>(
    '/peers',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The member directory: members who appear on Our Voice or to members only',
        description: filtersDescription,
        querystring: yupSchema(directoryQuery),
        response: responses(directoryPageSchema),
      },
    },
    async (request) => ok(await listDirectory(app.db, directoryQueryOf('members', request.query))),
  );

  app.get<{ Params: { memberId: string } }>(
    '/member/:memberId',
    {
      // Names one member's profile: shown to every member by its owner's choice, or, hidden, to its owner alone.
      config: { access: 'member', owns: 'profile' },
      schema: {
        tags,
        summary: 'A member’s public profile (members only)',
        description: 'A hidden or incomplete profile answers 404 to everyone but its owner, who sees it as others would.',
        params: yupSchema(memberParams),
        response: responses(publicMemberSchema),
      },
    },
    async (request) => {
      const found = await findPublicMember(app.db, request.params.memberId);
      const own = found?.userId === memberOf(request).userId;
      if (!found || (!own && (found.visibility === 'hidden' || !found.complete))) throw notFound(MEMBER_NOT_FOUND);
      return ok(found.profile);
    },
  );
};

export default directoryRoutes;
