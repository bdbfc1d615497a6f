import { createPublication, publishPublication, staffContentKeys, unpublishPublication, updatePublication, type PublicationInput, type StaffPublication } from 'shared-api/content-admin';
import { contentMutations } from '../staff-content/mutations';

export const publicationKeys = staffContentKeys('publications');

/** A publication's writes: useCreate, useUpdate(id), usePublish, useUnpublish(id). */
export const publicationWrites = contentMutations<StaffPublication, PublicationInput>(publicationKeys, {
  create: createPublication,
  update: updatePublication,
  publish: publishPublication,
  unpublish: unpublishPublication,
});
