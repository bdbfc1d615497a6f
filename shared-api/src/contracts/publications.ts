// Research reports, each sent by e-mail to whoever leaves their details: each call's access, rules and answer
// (decision 016). Server and API docs only; browsers import this file as a type.
import { contract } from '../contract';
import { publicationCalls } from '../calls/publications';
import { Paged } from '../shapes/common';
import { Publication, PublicationRequestResult } from '../shapes/content';
import { publicationRequestSchema } from '../validation/publications';
import { pageQuery } from '../validation/calls';

export const PUBLICATIONS_PER_PAGE = 12;

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
});
