import type { Static } from '@sinclair/typebox';
import { call } from 'shared-api';
import type * as shapes from './shapes/content';
import type { PublicationRequestInput } from './validation/publications';
import { publicationCalls } from './calls/publications';
import { typedCalls } from './contract-client';
import type { publicationContract } from './contracts/publications';

export type Publication = Static<typeof shapes.Publication>;

const api = typedCalls<typeof publicationContract>(publicationCalls, { call });

export const getPublications = (page = 1) => api.getPublications({ query: { page } });
export const publicationKeys = { list: (page: number) => ['publications', page] as const };

/** Asks for a report; the server e-mails a link to it and answers the message to show. */
export const requestPublication = (input: PublicationRequestInput) => api.requestPublication({ body: input });
