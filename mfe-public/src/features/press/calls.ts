// Press releases and media mentions (the site's In the press): visitors read them a page at a time, a release on its
// own page, and the home page's featured few; staff write them (drafts, scheduled and published records, previews).
// The calls' one written path (decision 016). Tiny, so the pages bundle it.
import { calls } from 'shared-api/contract';

export const pressCalls = calls({
  getFeaturedPressReleases: 'GET /featured-pressreleases',
  getFeaturedMediaMentions: 'GET /mediamentions-order',
  getPressReleases: 'GET /pressreleases',
  getMediaMentions: 'GET /mediamentions',
  getPressRelease: 'GET /pressreleases/:id',

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
