import { get, post } from './client';
import type { Paged } from './content';
import type { PublicationRequestInput } from './validation';

export interface Publication {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** the kind of publication, e.g. Research Report */
  name: string;
  featured_image: string;
  featured_image_width: number;
  featured_image_height: number;
  created_at: string;
}

export const getPublications = (page = 1) => get<Paged<Publication>>('publications', { page });
export const publicationKeys = { list: (page: number) => ['publications', page] as const };

/** Asks for a report; the server e-mails a link to it and answers the message to show. */
export const requestPublication = (input: PublicationRequestInput) =>
  post<{ publication_id: number; email: string; title: string }>('access-publication', input);
