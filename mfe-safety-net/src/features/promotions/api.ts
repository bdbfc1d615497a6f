// Partner discounts and promotions in the browser: the calls through their contract (decision 016), the names of their
// reads in the query cache, and the writes, one hook each (bulletproof-react's features/<feature>/api). A page
// changes promotions only through these hooks, and each hook's onSuccess refreshes exactly the reads the change
// affects, by their names in promotionKeys. A page never touches the cache itself (lint).
import { call, type ApiResult } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { queryClient, useMutation } from 'shared-api/query';
import { promotionCalls } from './calls';
import type { promotionContract } from './contract';
import type { StaffPromotion } from './shapes';
import type { PromotionCodesInput, PromotionInput } from './validation';

const promotions = typedCalls<typeof promotionContract>(promotionCalls, { call });

/** The names of these reads in the query cache. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: ['promotions', 'list'] as const,
  one: (id: number | string) => ['promotions', 'one', String(id)] as const,
  staffList: (page: number) => ['promotions', 'staff', 'list', page] as const,
  staffOne: (id: number | string) => ['promotions', 'staff', 'one', String(id)] as const,
  preview: (id: number | string) => ['promotions', 'staff', 'preview', String(id)] as const,
  claimants: (id: number | string, page: number) => ['promotions', 'staff', 'claimants', String(id), page] as const,
};

/** The open promotions, newest first. */
export const getPromotions = () => promotions.getPromotions();
/** One open promotion. */
export const getPromotion = (id: number | string) => promotions.getPromotion({ params: { promotionId: id } });
/** The member's code (the same one every time) and where to use it. */
export const claimPromotion = (id: number | string) => promotions.claimPromotion({ params: { promotionId: id } });

/** Staff and admin: every promotion with its counts, newest first. */
export const getStaffPromotions = (page = 1) => promotions.getStaffPromotions({ query: { page } });
export const getStaffPromotion = (id: number | string) => promotions.getStaffPromotion({ params: { promotionId: id } });
export const createPromotion = (input: PromotionInput) => promotions.createPromotion({ body: input });
/** Edit a promotion. */
export const updatePromotion = (id: number | string, input: PromotionInput) => promotions.updatePromotion({ params: { promotionId: id }, body: input });
/** Add codes to the pool (CSV or one a line); codes already there are skipped. */
export const addPromotionCodes = (id: number | string, input: PromotionCodesInput) => promotions.addPromotionCodes({ params: { promotionId: id }, body: input });
export const closePromotion = (id: number | string) => promotions.closePromotion({ params: { promotionId: id } });
/** The promotion's page as members will see it once published (a draft's too). */
export const getPromotionPreview = (id: number | string) => promotions.getPromotionPreview({ params: { promotionId: id } });
/** Publish a draft (`true`) or make the promotion a draft again (`false`). */
export const setPromotionPublished = (id: number | string, published: boolean) => promotions[published ? 'publishPromotion' : 'unpublishPromotion']({ params: { promotionId: id } });
/** Who claimed which code, newest first. */
export const getPromotionClaimants = (id: number | string, page = 1) => promotions.getPromotionClaimants({ params: { promotionId: id }, query: { page } });

// ---- Writes ----

type Id = number | string;

// Members

/** Redeem now: the member's code. What a member reads of a promotion does not change. */
export const useClaimPromotion = () => useMutation({ mutationFn: (promotionId: Id) => claimPromotion(promotionId) });

// Staff

/**
 * A promotion saved, published, filled with codes or closed: the editor shows the promotion the server answers, and
 * every list and page of promotions (the members' ones, the staff's and the preview) is read again.
 */
const saved =
  (promotionId: Id) =>
  ({ data }: ApiResult<StaffPromotion>) => {
    queryClient.setQueryData(promotionKeys.staffOne(promotionId), data);
    void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
  };

/** A new promotion: every list of promotions. */
export const useCreatePromotion = () =>
  useMutation({
    mutationFn: (input: PromotionInput) => createPromotion(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });

export const useUpdatePromotion = (promotionId: Id) => useMutation({ mutationFn: (input: PromotionInput) => updatePromotion(promotionId, input), onSuccess: saved(promotionId) });

/** Codes added to the pool (those already there are skipped). */
export const useAddPromotionCodes = (promotionId: Id) => useMutation({ mutationFn: (input: PromotionCodesInput) => addPromotionCodes(promotionId, input), onSuccess: saved(promotionId) });

/** Publish a draft (`true`) or make the promotion a draft again (`false`). */
export const useSetPromotionPublished = (promotionId: Id) => useMutation({ mutationFn: (published: boolean) => setPromotionPublished(promotionId, published), onSuccess: saved(promotionId) });

export const useClosePromotion = (promotionId: Id) => useMutation({ mutationFn: () => closePromotion(promotionId), onSuccess: saved(promotionId) });
