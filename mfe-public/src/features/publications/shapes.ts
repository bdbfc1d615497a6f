// Research reports (second spec §2.14, §5): the answers' shapes, and their types for the pages. Visitors see a
// publication's card, never its report, which is only e-mailed. Staff see every publication with its state and its
// report, and the people who asked for a report: the details the publication request form collects, the report they
// asked for, when, and the words they agreed to. The address and browser kept with a request stay on the server.
import { DateTime, image, Paged, Strict, Type, type Static } from 'shared-api/shapes';
import { publishingFields } from 'shared-api/shapes/publishing';

export const Publication = Strict({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  name: Type.String({ description: 'the kind of publication, e.g. Research Report' }),
  ...image('featured_image'),
  created_at: DateTime(),
});

/** POST access-publication → data: what was sent, and where. */
export const PublicationRequestResult = Strict({ publication_id: Type.Integer(), email: Type.String(), title: Type.String() });

/** GET staff/publication-requests → one request (a lead). */
export const StaffPublicationRequest = Strict({
  id: Type.Integer(),
  publication: Strict({ id: Type.Integer(), title: Type.String() }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  organization: Type.String(),
  designation: Type.String(),
  agreed_to: Type.String({ description: 'what the person agreed to, in the words the form showed them' }),
  created_at: DateTime('UTC'),
});

// ---- Staff: a publication as its list and its form show it ----------------------------------------

/** status, publish_at and updated_at, as every kind of content staff publish answers with them. */

const storageKey = (description = 'storage key') => Type.String({ description });

const publicationRow = {
  id: Type.Integer(),
  slug: Type.String({ description: 'the readable part of its address; fixed once it has been published' }),
  title: Type.String(),
  name: Type.String({ description: 'the kind of publication, e.g. Research Report' }),
  ...publishingFields,
  created_at: DateTime(),
};

/** A row of GET staff/publications. */
export const StaffPublicationRow = Strict(publicationRow);
export const StaffPublicationPage = Paged(StaffPublicationRow);

/** GET staff/publications/{publicationId}: the form as saved. */
export const StaffPublication = Strict({
  ...publicationRow,
  excerpt: Type.String(),
  featured_image: storageKey(),
  report: storageKey('storage key of the report’s PDF (e-mailed to whoever asks; never listed publicly)'),
  report_bytes: Type.Integer(),
  old_slugs: Type.Array(Type.String(), { description: 'earlier slugs, which still lead to it' }),
});

export type Publication = Static<typeof Publication>;
export type PublicationRequestResult = Static<typeof PublicationRequestResult>;
export type StaffPublicationRequest = Static<typeof StaffPublicationRequest>;
export type StaffPublicationRow = Static<typeof StaffPublicationRow>;
export type StaffPublication = Static<typeof StaffPublication>;
