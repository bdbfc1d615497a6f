// The public site's content: partners, highlights, the board, the home page's figures and the membership packages. The calls' one written path (decision 016).
import { calls } from '../contract';

export const contentCalls = calls({
  getCorporatePartners: 'GET /corporate-partners',
  getPartners: 'GET /partners',
  getHighlights: 'GET /highlights',
  getDirectors: 'GET /directors',
  getHomeFigures: 'GET /home-figures',
  getPackage: 'GET /packages/:name',
});
