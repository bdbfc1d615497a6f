// The public site's content: press releases, media mentions, partners, highlights, the board and the membership
// packages. The calls' one written path (decision 016).
import { calls } from '../contract';

export const contentCalls = calls({
  getFeaturedPressReleases: 'GET /featured-pressreleases',
  getCorporatePartners: 'GET /corporate-partners',
  getPartners: 'GET /partners',
  getHighlights: 'GET /highlights',
  getFeaturedMediaMentions: 'GET /mediamentions-order',
  getDirectors: 'GET /directors',
  getHomeFigures: 'GET /home-figures',
  getPressReleases: 'GET /pressreleases',
  getMediaMentions: 'GET /mediamentions',
  getPressRelease: 'GET /pressreleases/:id',
  getPackage: 'GET /packages/:name',
});
