// Partner promotions and the freelancer digital bank account request (second spec §7 calls). Bundled by
// mfe-safety-net (`shared-api/promotions`), on the one client of the shared entry (decision 013).
import { call, download } from 'shared-api';
import type { BankAccountLeadInput, PromotionCodesInput, PromotionInput } from './validation/promotions';
import { bankLeadCalls } from './calls/bank-leads';
import { promotionCalls } from './calls/promotions';
import { typedCalls } from './contract-client';
import type { bankLeadContract } from './contracts/bank-leads';
import type { promotionContract } from './contracts/promotions';

export { PREFERRED_BANKS } from './enums';

const promotions = typedCalls<typeof promotionContract>(promotionCalls, { call });
const bankLeads = typedCalls<typeof bankLeadContract>(bankLeadCalls, { call, download });

/** The names of these reads in the query cache. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: ['promotions', 'list'] as const,
  one: (id: number | string) => ['promotions', 'one', String(id)] as const,
  staffList: (page: number) => ['promotions', 'staff', 'list', page] as const,
  staffOne: (id: number | string) => ['promotions', 'staff', 'one', String(id)] as const,
  claimants: (id: number | string, page: number) => ['promotions', 'staff', 'claimants', String(id), page] as const,
  /** every bank and page of the bank-account requests */
  allLeads: ['bank-leads'] as const,
  leads: (bank: string, page: number) => ['bank-leads', bank, page] as const,
};

/** The open promotions, newest first. */
export const getPromotions = () => promotions.getPromotions();
/** One open promotion. */
export const getPromotion = (id: number | string) => promotions.getPromotion({ params: { promotionId: id } });
/** The member's code (the same one every time) and where to use it. */
export const claimPromotion = (id: number | string) => promotions.claimPromotion({ params: { promotionId: id } });

/** City, state, preferred_bank; the consent shown on the form is stored with it. */
export const requestBankAccount = (input: BankAccountLeadInput) => bankLeads.requestBankAccount({ body: input });

/** Staff and admin: every promotion with its counts, newest first. */
export const getStaffPromotions = (page = 1) => promotions.getStaffPromotions({ query: { page } });
export const getStaffPromotion = (id: number | string) => promotions.getStaffPromotion({ params: { promotionId: id } });
export const createPromotion = (input: PromotionInput) => promotions.createPromotion({ body: input });
/** Edit a promotion. */
export const updatePromotion = (id: number | string, input: PromotionInput) => promotions.updatePromotion({ params: { promotionId: id }, body: input });
/** Add codes to the pool (CSV or one a line); codes already there are skipped. */
export const addPromotionCodes = (id: number | string, input: PromotionCodesInput) => promotions.addPromotionCodes({ params: { promotionId: id }, body: input });
export const closePromotion = (id: number | string) => promotions.closePromotion({ params: { promotionId: id } });
/** Who claimed which code, newest first. */
export const getPromotionClaimants = (id: number | string, page = 1) => promotions.getPromotionClaimants({ params: { promotionId: id }, query: { page } });

/** Bank-account requests, for one bank or all, newest first. */
export const getBankLeads = (query: { bank?: string; page?: number } = {}) => bankLeads.getBankLeads({ query });
/** The request was passed to the bank. */
export const markBankLeadSent = (id: number | string) => bankLeads.markBankLeadSent({ params: { leadId: id } });
/** The requests for one bank (or all) as a CSV file, to pass to the bank. */
export const downloadBankLeads = (bank?: string) => bankLeads.downloadBankLeads({ query: { bank } });
