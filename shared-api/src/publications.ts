import type { Static } from '@sinclair/typebox';
import { get, post } from 'shared-api';
import type * as shapes from './shapes/content';
import type { Paged } from './content';
import type { PublicationRequestInput } from './validation/publications';

export type Publication = Static<typeof shapes.Publication>;

export const getPublications = (page = 1) => get<Paged<Publication>>('publications', { page });
export const publicationKeys = { list: (page: number) => ['publications', page] as const };

/** Asks for a report; the server e-mails a link to it and answers the message to show. */
export const requestPublication = (input: PublicationRequestInput) =>
  post<{ publication_id: number; email: string; title: string }>('access-publication', input);
