// Partner discounts and promotions (second spec §2.6, §7 calls) and how staff run them: the calls' one written path
// (decision 016). Tiny, so the pages bundle it.
import { calls } from 'shared-api/contract';

export const promotionCalls = calls({
  getPromotions: 'GET /discounts',
  getPromotion: 'GET /discount/:promotionId',
  claimPromotion: 'GET /discount/:promotionId/claim',
  getStaffPromotions: 'GET /staff/promotions',
  getStaffPromotion: 'GET /staff/promotions/:promotionId',
  createPromotion: 'POST /staff/promotions',
  updatePromotion: 'POST /staff/promotions/:promotionId',
  addPromotionCodes: 'POST /staff/promotions/:promotionId/codes',
  closePromotion: 'POST /staff/promotions/:promotionId/close',
  getPromotionPreview: 'GET /staff/promotions/:promotionId/preview',
  publishPromotion: 'POST /staff/promotions/:promotionId/publish',
  unpublishPromotion: 'POST /staff/promotions/:promotionId/unpublish',
  getPromotionClaimants: 'GET /staff/promotions/:promotionId/claims',
});
