// Staff write press releases and media mentions (drafts, scheduled and published records, previews): the calls' one
// written path (decision 016).
import { calls } from '../contract';

export const contentAdminCalls = calls({
  getStaffPressReleases: 'GET /staff/press-releases',
  getStaffPressRelease: 'GET /staff/press-releases/:pressReleaseId',
  createPressRelease: 'POST /staff/press-releases',
  updatePressRelease: 'POST /staff/press-releases/:pressReleaseId',
  getPressReleasePreview: 'GET /staff/press-releases/:pressReleaseId/preview',
  publishPressRelease: 'POST /staff/press-releases/:pressReleaseId/publish',
  unpublishPressRelease: 'POST /staff/press-releases/:pressReleaseId/unpublish',

  getStaffMediaMentions: 'GET /staff/media-mentions',
  getStaffMediaMention: 'GET /staff/media-mentions/:mediaMentionId',
  createMediaMention: 'POST /staff/media-mentions',
  updateMediaMention: 'POST /staff/media-mentions/:mediaMentionId',
  getMediaMentionPreview: 'GET /staff/media-mentions/:mediaMentionId/preview',
  publishMediaMention: 'POST /staff/media-mentions/:mediaMentionId/publish',
  unpublishMediaMention: 'POST /staff/media-mentions/:mediaMentionId/unpublish',
});
