// Research reports, each sent by e-mail to whoever leaves their details, and the staff's list of those requests:
// each call's access, rules and answer (decision 016). Server and API docs only; browsers import this file as a type.
import * as yup from 'yup';
import { contract } from '../contract';
import { publicationCalls } from '../calls/publications';
import { Paged } from '../shapes/common';
import { Publication, PublicationRequestResult } from '../shapes/content';
import { StaffPublicationRequest } from '../shapes/publications';
import { publicationRequestSchema } from '../validation/publications';
import { pageQuery, searchQuery } from '../validation/calls';
import { dayRangeRules } from '../validation/days';

export const PUBLICATIONS_PER_PAGE = 12;
export const PUBLICATION_REQUESTS_PER_PAGE = 25;

const notAPublication = 'publication must be a publication number';

/** The staff's filter: one publication's requests or every one's, days (Karachi time) both included, and a search. */
const publicationRequestFilter = yup
  .object({
    publication: yup.number().typeError(notAPublication).integer(notAPublication).min(1, notAPublication).max(Number.MAX_SAFE_INTEGER, notAPublication),
    ...dayRangeRules(),
  })
  .concat(searchQuery());
export type PublicationRequestFilterInput = yup.InferType<typeof publicationRequestFilter>;

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
});
