import { createPressRelease, publishPressRelease, staffContentKeys, unpublishPressRelease, updatePressRelease, type PressReleaseInput, type StaffPressRelease } from 'shared-api/content-admin';
import { contentMutations } from '../staff-content/mutations';

export const pressKeys = staffContentKeys('press-releases');

/** A press release's writes: useCreate, useUpdate(id), usePublish, useUnpublish(id). */
export const pressWrites = contentMutations<StaffPressRelease, PressReleaseInput>(pressKeys, {
  create: createPressRelease,
  update: updatePressRelease,
  publish: publishPressRelease,
  unpublish: unpublishPressRelease,
});
