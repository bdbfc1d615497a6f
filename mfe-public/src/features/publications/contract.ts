// Research reports, each sent by e-mail to whoever leaves their details, how staff add and publish them, and the staff's
// list of those requests: each call's access, rules and answer (decision 016). Server and API docs only; browsers
// import this file as a type.
import { contract } from 'shared-api/contract';
import { Paged } from 'shared-api/shapes';
import { schema, type InferType } from 'shared-api/validation';
import { idParams, pageQuery, searchQuery } from 'shared-api/validation/calls';
import { dayRangeRules } from 'shared-api/validation/days';
import { publishSchema } from 'shared-api/validation/publishing';
import { publicationCalls } from './calls';
import { Publication, PublicationRequestResult, StaffPublication, StaffPublicationPage, StaffPublicationRequest } from './shapes';
import { publicationSchema, staffPublicationsQuery } from './staff-validation';
import { publicationRequestSchema } from './validation';

export const PUBLICATIONS_PER_PAGE = 12;
export const PUBLICATION_REQUESTS_PER_PAGE = 25;

const notAPublication = 'publication must be a publication number';

/** The staff's filter: one publication's requests or every one's, days (Karachi time) both included, and a search. */
const publicationRequestFilter = schema
  .object({
    publication: schema.number().typeError(notAPublication).integer(notAPublication).min(1, notAPublication).max(Number.MAX_SAFE_INTEGER, notAPublication),
    ...dayRangeRules(),
  })
  .concat(searchQuery());
export type PublicationRequestFilterInput = InferType<typeof publicationRequestFilter>;

const publicationParams = idParams({ publicationId: 'a publication' });

const audited = '; audited';

export const publicationContract = contract('publications', publicationCalls, {
  getPublications: {
    access: 'public',
    summary: 'Publications, newest first (the report itself is only sent by e-mail)',
    query: pageQuery(PUBLICATIONS_PER_PAGE),
    answer: Paged(Publication),
  },
  requestPublication: {
    access: 'public',
    summary: 'Request a report: records the request (with the time, address and what was agreed to) and e-mails a link to the PDF',
    description: 'Limited per IP address, and per e-mail address.',
    body: publicationRequestSchema,
    answer: PublicationRequestResult,
    status: 201,
  },

  // ---- Staff: who asked for which report, newest first, and the same list as a CSV file
  getPublicationRequests: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Requests for reports, newest first, with the details given and what was agreed to; by publication and by day, searched by name, e-mail or phone (staff and admin)',
    description: '`publication` is a publication’s number; `from` and `to` are days (YYYY-MM-DD, Karachi time), both included; `q` is a name, the start of an e-mail or a phone number.',
    query: pageQuery(PUBLICATION_REQUESTS_PER_PAGE).concat(publicationRequestFilter),
    answer: Paged(StaffPublicationRequest),
  },
  exportPublicationRequests: {
    access: 'staff',
    tags: ['staff'],
    summary: 'The same requests as a CSV file for a spreadsheet, newest first (staff and admin)',
    description: 'Every request of the filter, times in Karachi time. Cells a spreadsheet would run as a formula are prefixed with an apostrophe.',
    query: publicationRequestFilter,
    answer: { file: 'text/csv' },
  },

  // ---- Staff: publications saved as drafts, previewed, published now or at a time to come, and taken back to drafts
  getStaffPublications: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Every publication, latest change first, searched by title and filtered by state',
    query: staffPublicationsQuery,
    answer: StaffPublicationPage,
  },
  getStaffPublication: { access: 'staff', tags: ['staff'], summary: 'A publication as its form shows it', params: publicationParams, answer: StaffPublication },
  createPublication: {
    access: 'staff',
    tags: ['staff'],
    summary: `Add a publication, as a draft (the image and the report’s PDF are the caller’s uploads)${audited}`,
    description: 'The slug is made from the title, with -2, -3… when another publication has or had it. Nobody but staff sees a draft, and nobody can ask for its report.',
    body: publicationSchema,
    answer: StaffPublication,
    status: 201,
  },
  updatePublication: {
    access: 'staff',
    tags: ['staff'],
    summary: `Save a publication; a replaced report is let go; the slug stays once published${audited}`,
    params: publicationParams,
    body: publicationSchema,
    answer: StaffPublication,
  },
  getPublicationPreview: { access: 'staff', tags: ['staff'], summary: 'The publication’s card as visitors will see it, draft or not', params: publicationParams, answer: Publication },
  publishPublication: {
    access: 'staff',
    tags: ['staff'],
    summary: `Publish a publication now, or schedule it: visitors see it from publish_at (a time to come)${audited}`,
    params: publicationParams,
    body: publishSchema,
    answer: StaffPublication,
  },
  unpublishPublication: { access: 'staff', tags: ['staff'], summary: `Make a publication a draft again, hidden from visitors${audited}`, params: publicationParams, answer: StaffPublication },
});
