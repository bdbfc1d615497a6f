// The board, the partners, the highlight videos and the home page's figures: visitors read each list; staff keep
// them (drafts, scheduled and published records, previews, their order). The calls' one written path (decision 016).
// Tiny, so the pages bundle it.
import { calls } from 'shared-api/contract';

export const homeContentCalls = calls({
  getCorporatePartners: 'GET /corporate-partners',
  getPartners: 'GET /partners',
  getHighlights: 'GET /highlights',
  getDirectors: 'GET /directors',
  getHomeFigures: 'GET /home-figures',

  getStaffDirectors: 'GET /staff/directors',
  getStaffDirector: 'GET /staff/directors/:directorId',
  createDirector: 'POST /staff/directors',
  updateDirector: 'POST /staff/directors/:directorId',
  getDirectorPreview: 'GET /staff/directors/:directorId/preview',
  publishDirector: 'POST /staff/directors/:directorId/publish',
  unpublishDirector: 'POST /staff/directors/:directorId/unpublish',
  orderDirectors: 'POST /staff/directors/order',

  getStaffPartners: 'GET /staff/partners',
  getStaffPartner: 'GET /staff/partners/:partnerId',
  createPartner: 'POST /staff/partners',
  updatePartner: 'POST /staff/partners/:partnerId',
  getPartnerPreview: 'GET /staff/partners/:partnerId/preview',
  publishPartner: 'POST /staff/partners/:partnerId/publish',
  unpublishPartner: 'POST /staff/partners/:partnerId/unpublish',
  orderPartners: 'POST /staff/partners/order',

  getStaffHighlights: 'GET /staff/highlights',
  getStaffHighlight: 'GET /staff/highlights/:highlightId',
  createHighlight: 'POST /staff/highlights',
  updateHighlight: 'POST /staff/highlights/:highlightId',
  getHighlightPreview: 'GET /staff/highlights/:highlightId/preview',
  publishHighlight: 'POST /staff/highlights/:highlightId/publish',
  unpublishHighlight: 'POST /staff/highlights/:highlightId/unpublish',
  orderHighlights: 'POST /staff/highlights/order',

  getStaffHomeFigures: 'GET /staff/home-figures',
  getStaffHomeFigure: 'GET /staff/home-figures/:figureId',
  createHomeFigure: 'POST /staff/home-figures',
  updateHomeFigure: 'POST /staff/home-figures/:figureId',
  getHomeFigurePreview: 'GET /staff/home-figures/:figureId/preview',
  publishHomeFigure: 'POST /staff/home-figures/:figureId/publish',
  unpublishHomeFigure: 'POST /staff/home-figures/:figureId/unpublish',
  orderHomeFigures: 'POST /staff/home-figures/order',
});
