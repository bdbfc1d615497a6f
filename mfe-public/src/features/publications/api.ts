// Research reports in the browser, and how staff add and publish them and read who asked for them: the calls through
// the feature's contract (decision 016), the names of their reads in the query cache, and the staff's writes, one hook
// each (bulletproof-react's features/<feature>/api). Visitors' calls are public-calls.ts, which loads no query client.
import { call, download } from 'shared-api';
import { staffContentKeys, type StaffContentFilters } from 'shared-api/content-admin';
import { typedCalls } from 'shared-api/contract-client';
import { contentMutations } from '../staff-content/mutations';
import { publicationCalls } from './calls';
import type { publicationContract } from './contract';
import { publicationListKey } from './public-calls';
import type { StaffPublication } from './shapes';
import type { PublicationInput } from './staff-validation';

const api = typedCalls<typeof publicationContract>(publicationCalls, { call, download });

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
  list: publicationListKey,
  /** every publication, for the staff's filter */
  choices: ['publications', 'choices'] as const,
  requests: (query: PublicationRequestsQuery) => ['publications', 'requests', query] as const,
};

/** The staff's reads of publications as they edit them: their list, a publication, its preview. */
export const staffPublicationKeys = staffContentKeys('publications');

/** The largest page a list answers (MAX_PER_PAGE, which getPublications' rules hold it to). */
const LARGEST_PAGE = 50;

/** Every publication (up to a page of the largest size), newest first: what the staff's filter offers. */
export const getPublicationChoices = () => api.getPublications({ query: { page: 1, per_page: LARGEST_PAGE } });

/** Staff and admin: who asked for which report, newest first, with what they agreed to. */
export const getPublicationRequests = (query: PublicationRequestsQuery = {}) => api.getPublicationRequests({ query });

/** Staff and admin: the same filter's requests as a CSV file. */
export const exportPublicationRequests = (filter: PublicationRequestsFilter = {}) => api.exportPublicationRequests({ query: filter });

type Id = number | string;

/** Staff: every publication, latest change first, searched by title and filtered by state. */
export const getStaffPublications = ({ q = '', status = '', page = 1 }: StaffContentFilters = {}) => api.getStaffPublications({ query: { q, status, page } });
export const getStaffPublication = (id: Id) => api.getStaffPublication({ params: { publicationId: id } });
export const createPublication = (input: PublicationInput) => api.createPublication({ body: input });
export const updatePublication = (id: Id, input: PublicationInput) => api.updatePublication({ params: { publicationId: id }, body: input });
/** The publication's card as visitors will see it once published. */
export const getPublicationPreview = (id: Id) => api.getPublicationPreview({ params: { publicationId: id } });
/** Publish now (`publishAt` null) or at that instant (ISO). */
export const publishPublication = (id: Id, publishAt: string | null) => api.publishPublication({ params: { publicationId: id }, body: { publish_at: publishAt } });
export const unpublishPublication = (id: Id) => api.unpublishPublication({ params: { publicationId: id } });

// ---- Writes ----

/** A publication's writes: useCreate, useUpdate(id), usePublish, useUnpublish(id). */
export const publicationWrites = contentMutations<StaffPublication, PublicationInput>(staffPublicationKeys, {
  create: createPublication,
  update: updatePublication,
  publish: publishPublication,
  unpublish: unpublishPublication,
});
