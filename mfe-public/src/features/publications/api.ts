import type { Static } from '@sinclair/typebox';
import { call, download } from 'shared-api';
import type * as shapes from './shapes/content';
import type { PublicationRequestInput } from './validation/publications';
import { publicationCalls } from './calls/publications';
import { typedCalls } from './contract-client';
import type { publicationContract } from './contracts/publications';
import { MAX_PER_PAGE } from './enums';

export type Publication = Static<typeof shapes.Publication>;

const api = typedCalls<typeof publicationContract>(publicationCalls, { call, download });

export const getPublications = (page = 1) => api.getPublications({ query: { page } });

/** Which requests for reports a staff list shows: one publication's or all, days (Karachi time), a search. */
export interface PublicationRequestsFilter {
  /** a publication's number */
  publication?: number;
  /** first and last day, YYYY-MM-DD, Karachi time, both included */
  from?: string;
  to?: string;
  /** a name, the start of an e-mail or a phone number */
  q?: string;
}

/** A staff list of requests for reports: a filter and a page. */
export interface PublicationRequestsQuery extends PublicationRequestsFilter {
  page?: number;
  per_page?: number;
}

export const publicationKeys = {
  list: (page: number) => ['publications', page] as const,
  /** every publication, for the staff's filter */
  choices: ['publications', 'choices'] as const,
  requests: (query: PublicationRequestsQuery) => ['publications', 'requests', query] as const,
};

/** Every publication (up to a page of the largest size), newest first: what the staff's filter offers. */
export const getPublicationChoices = () => api.getPublications({ query: { page: 1, per_page: MAX_PER_PAGE } });

/** Staff and admin: who asked for which report, newest first, with what they agreed to. */
export const getPublicationRequests = (query: PublicationRequestsQuery = {}) => api.getPublicationRequests({ query });

/** Staff and admin: the same filter's requests as a CSV file. */
export const exportPublicationRequests = (filter: PublicationRequestsFilter = {}) => api.exportPublicationRequests({ query: filter });

/** Asks for a report; the server e-mails a link to it and answers the message to show. */
export const requestPublication = (input: PublicationRequestInput) => api.requestPublication({ body: input });
