import * as yup from 'yup';
import { pageQuery } from '../../http/paging.js';

// Promotions' answers: shared-api's shapes.
export {
  Promotion as promotionSchema,
  PromotionClaim as promotionClaimSchema,
  StaffPromotion as staffPromotionSchema,
  PromotionClaimant as promotionClaimantSchema,
} from '../../../../shared-api/src/shapes/promotions.js';

export const STAFF_PROMOTIONS_PER_PAGE = 20;
export const CLAIMANTS_PER_PAGE = 50;

const notAPromotion = 'promotionId must be a promotion number';
/** A promotion's number in the path (ids are positive and fit the database's bigint; anything else is none). */
export const promotionParams = yup.object({
  promotionId: yup.number().typeError(notAPromotion).integer(notAPromotion).min(1, notAPromotion).max(Number.MAX_SAFE_INTEGER, notAPromotion).required(notAPromotion),
});
export type PromotionParams = yup.InferType<typeof promotionParams>;

export const staffPromotionListQuery = pageQuery(STAFF_PROMOTIONS_PER_PAGE);
export const claimantListQuery = pageQuery(CLAIMANTS_PER_PAGE);
