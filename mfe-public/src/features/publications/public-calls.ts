// The Publications page's calls (GET /publications, POST /access-publication), apart from the feature's other calls and
// hooks: the page reads with shared-api's light useRead (decision 009) and its form sends without the query cache, so
// a visitor's page loads no query client. The staff's pages read the same list through api.ts.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { publicationCalls } from './calls';
import type { publicationContract } from './contract';
import type { PublicationRequestInput } from './validation';

const { getPublications: readPublications, requestPublication: sendRequest } = typedCalls<typeof publicationContract>(publicationCalls, { call });

/** A page of the Publications page's list in the query cache (publicationKeys.list). */
export const publicationListKey = (page: number) => ['publications', page] as const;

/** Publications, newest first, a page at a time. */
export const getPublications = (page = 1) => readPublications({ query: { page } });

/** Asks for a report; the server e-mails a link to it and answers the message to show. */
export const requestPublication = (input: PublicationRequestInput) => sendRequest({ body: input });
