// Our Voice, the member directory and a member's public profile: each call's access, rules and answer
// (decision 016). Server and API docs only; browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { DIRECTORY_PER_PAGE, schema, type InferType } from 'shared-api/validation';
import { pageQuery } from 'shared-api/validation/calls';
import { directoryCalls } from './calls';
import { DirectoryPage, PublicMember } from './shapes';
import { directoryFilterSchema } from './validation';

const BAD_CURSOR = 'cursor is not one this directory answered; start again from page 1';

/** GET public-peers and peers: the shared filters, the page, and the cursor the previous page answered. */
const directoryQuery = pageQuery(DIRECTORY_PER_PAGE)
  .concat(directoryFilterSchema)
  .shape({
    cursor: schema.string().trim().max(40, BAD_CURSOR).matches(/^[A-Za-z0-9_-]*$/, BAD_CURSOR),
  });
export type DirectoryQueryInput = InferType<typeof directoryQuery>;

const filtersDescription =
  '`skills`: primary skill ids joined with `+`; `hourly_rate`: `any`, `1,500`, `500,1000`, `1000,3000` or `3000,100000` ' +
  '(as the filter labels them: below Rs 500, 500 up to 1,000, 1,000 up to 3,000, 3,000 and above); `q`: words (two letters or more) that start words of the name. ' +
  'Newest listed first. For the next page send `page=current_page+1` with `cursor=next_cursor`: any page then costs ' +
  'what the first does (docs/decisions/011-directory-paging.md). Complete profiles only; no e-mail, phone, birthdate or gender.';

export const directoryContract = contract('directory', directoryCalls, {
  getPublicPeers: {
    access: 'public',
    summary: 'Our Voice: members who chose to appear on the public site',
    description: filtersDescription,
    query: directoryQuery,
    answer: DirectoryPage,
  },
  getPeers: {
    access: 'member',
    summary: 'The member directory: members who appear on Our Voice or to members only',
    description: filtersDescription,
    query: directoryQuery,
    answer: DirectoryPage,
  },
  // Names one member's profile: shown to every member by its owner's choice, or, hidden, to its owner alone.
  getPublicMember: {
    access: 'member',
    owns: 'profile',
    summary: 'A member’s public profile (members only)',
    description: 'A hidden or incomplete profile answers 404 to everyone but its owner, who sees it as others would.',
    params: schema.object({ memberId: schema.string().trim().max(64).required() }),
    answer: PublicMember,
  },
});
