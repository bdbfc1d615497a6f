// The promotions feature's writes (partner promotions and bank-account requests), one hook each (bulletproof-react's
// features/<feature>/api): a page changes them only through these, and each hook's onSuccess refreshes exactly the
// reads the change affects, by their names in promotionKeys. A page never touches the cache itself (lint).
import { queryClient, useMutation } from 'shared-api/query';
import { addPromotionCodes, claimPromotion, closePromotion, createPromotion, markBankLeadSent, markBankLeadsSent, promotionKeys, requestBankAccount, setPromotionPublished, updatePromotion } from 'shared-api/promotions';
import type { ApiResult, StaffPromotion } from 'shared-api';
import type { BankAccountLeadInput, PromotionCodesInput, PromotionInput } from 'shared-api/validation/promotions';

type Id = number | string;

// ---- Members ----

/** Redeem now: the member's code. What a member reads of a promotion does not change. */
export const useClaimPromotion = () => useMutation({ mutationFn: (promotionId: Id) => claimPromotion(promotionId) });

/** A bank-account request: staff read the requests; nothing the member reads changes. */
export const useRequestBankAccount = () => useMutation({ mutationFn: (input: BankAccountLeadInput) => requestBankAccount(input) });

// ---- Staff ----

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

/**
 * A bank-account request passed to its bank: every bank's list and page of requests is read again, and the change
 * is pending until they are (the row's button stays busy until it shows the request as sent).
 */
export const useMarkBankLeadSent = () =>
  useMutation({
    mutationFn: (leadId: Id) => markBankLeadSent(leadId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.allLeads }),
  });

/** Several requests passed to their banks at once: every list and page of requests is read again. */
export const useMarkBankLeadsSent = () =>
  useMutation({
    mutationFn: (leadIds: number[]) => markBankLeadsSent(leadIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.allLeads }),
  });
