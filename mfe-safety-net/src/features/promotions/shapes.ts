// Partner discounts and promotions (second spec §2.6, §3 Discount/promotion, §7 calls): the answers' shapes, and their
// types for the pages. A member only ever sees their own code; staff see the pool's counts and who claimed.
import { DateTime, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';

/** spec: §3 Discount/promotion — GET /discounts (each item) and GET /discount/{id}. */
export const Promotion = Strict({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String({ description: 'sanitized HTML' }),
  company_name: Type.String(),
  company_logo: Nullable(Type.String({ description: 'storage key' })),
  organizer: Nullable(Type.String()),
  free: Type.Boolean(),
  terms: Type.String({ description: 'sanitized HTML' }),
});

/** spec: GET discount/{id}/claim — the member's own code and where to use it. */
export const PromotionClaim = Strict({
  discount_link: Type.String(),
  discount_code: Type.String(),
});

/** A promotion as staff manage it: how it hands out codes and how many are claimed. */
export const StaffPromotion = Strict({
  ...Promotion.properties,
  company_link: Type.String(),
  code_kind: StringEnum(['shared', 'pool'] as const),
  shared_code: Nullable(Type.String()),
  closed_at: Nullable(DateTime()),
  published: Type.Boolean({ description: 'false while the promotion is a draft: only staff see it, and its page is previewed at GET staff/promotions/{promotionId}/preview' }),
  codes: Type.Integer({ description: 'codes in the pool (0 for a shared code)' }),
  claimed: Type.Integer({ description: 'members who claimed a code' }),
  created_at: DateTime(),
});

/** Who claimed a promotion's code, for staff. */
export const PromotionClaimant = Strict({
  member_id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  claimed_at: DateTime(),
});

/** GET staff/promotions/{promotionId}/preview: the promotion's page as members see it, and whether they can see it now. */
export const PromotionPreview = Strict({
  ...Promotion.properties,
  published: Type.Boolean({ description: 'false while the promotion is a draft: nobody but staff sees it' }),
});

export type Promotion = Static<typeof Promotion>;
export type PromotionPreview = Static<typeof PromotionPreview>;
export type PromotionClaim = Static<typeof PromotionClaim>;
export type StaffPromotion = Static<typeof StaffPromotion>;
export type PromotionClaimant = Static<typeof PromotionClaimant>;
