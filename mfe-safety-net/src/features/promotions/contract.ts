// Partner discounts and promotions and how staff run them: each call's access, rules and answer (decision 016).
// Server and API docs only; browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { Paged, Type } from 'shared-api/shapes';
import { idParams, pageQuery } from 'shared-api/validation/calls';
import { promotionCalls } from './calls';
import { Promotion, PromotionClaim, PromotionClaimant, PromotionPreview, StaffPromotion } from './shapes';
import { promotionCodesSchema, promotionSchema } from './validation';

export const STAFF_PROMOTIONS_PER_PAGE = 20;
export const CLAIMANTS_PER_PAGE = 50;

const promotionParams = idParams({ promotionId: 'a promotion' });

// A promotion is every member's to read; the claim answers only the caller's own code.
export const promotionContract = contract('promotions', promotionCalls, {
  getPromotions: { access: 'member', owns: 'self', summary: 'The open promotions, newest first', answer: Type.Array(Promotion) },
  getPromotion: { access: 'member', owns: 'everyone', summary: 'One open promotion', params: promotionParams, answer: Promotion },
  claimPromotion: {
    access: 'member',
    profile: 'complete',
    owns: 'everyone',
    summary: 'The member’s code for the promotion and where to use it: the same code every time',
    description: 'Needs a complete profile (403 otherwise). A pool of single-use codes hands each code to one member only; an empty pool answers 409.',
    params: promotionParams,
    answer: PromotionClaim,
  },

  // ---- Staff ------------------------------------------------------------------------------------
  getStaffPromotions: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Every promotion with its codes and claims, newest first',
    query: pageQuery(STAFF_PROMOTIONS_PER_PAGE),
    answer: Paged(StaffPromotion),
  },
  getStaffPromotion: { access: 'staff', tags: ['staff'], summary: 'One promotion, open or closed', params: promotionParams, answer: StaffPromotion },
  createPromotion: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Create a promotion, as a draft (description and terms are sanitized HTML; the logo is the caller’s upload); audited',
    description: 'Members do not see a draft, in the list or by its address, until it is published (publishPromotion).',
    body: promotionSchema,
    answer: StaffPromotion,
    status: 201,
  },
  updatePromotion: { access: 'staff', tags: ['staff'], summary: 'Edit a promotion; audited', params: promotionParams, body: promotionSchema, answer: StaffPromotion },
  addPromotionCodes: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Add single-use codes to a pool: a CSV file’s first column or one a line; codes already there are skipped; audited',
    params: promotionParams,
    body: promotionCodesSchema,
    answer: StaffPromotion,
  },
  closePromotion: { access: 'staff', tags: ['staff'], summary: 'Close a promotion: members no longer see or claim it; audited', params: promotionParams, answer: StaffPromotion },
  getPromotionPreview: {
    access: 'staff',
    tags: ['staff'],
    summary: 'The promotion’s page as members will see it once published (GET discount/{promotionId}’s answer), draft or not, and whether it is published',
    params: promotionParams,
    answer: PromotionPreview,
  },
  publishPromotion: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Publish a draft: members see and claim the promotion from now on; audited',
    description: 'Refused (409) for a closed promotion.',
    params: promotionParams,
    answer: StaffPromotion,
  },
  unpublishPromotion: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Make a published promotion a draft again: members no longer see or claim it, and codes already claimed stay theirs; audited',
    params: promotionParams,
    answer: StaffPromotion,
  },
  getPromotionClaimants: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Who claimed the promotion’s codes, newest first',
    params: promotionParams,
    query: pageQuery(CLAIMANTS_PER_PAGE),
    answer: Paged(PromotionClaimant),
  },
});
