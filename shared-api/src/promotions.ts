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
  preview: (id: number | string) => ['promotions', 'staff', 'preview', String(id)] as const,
  claimants: (id: number | string, page: number) => ['promotions', 'staff', 'claimants', String(id), page] as const,
  /** every bank and page of the bank-account requests */
  allLeads: ['bank-leads'] as const,
  leads: (query: object) => ['bank-leads', query] as const,
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
/** The promotion's page as members will see it once published (a draft's too). */
export const getPromotionPreview = (id: number | string) => promotions.getPromotionPreview({ params: { promotionId: id } });
/** Publish a draft (`true`) or make the promotion a draft again (`false`). */
export const setPromotionPublished = (id: number | string, published: boolean) => promotions[published ? 'publishPromotion' : 'unpublishPromotion']({ params: { promotionId: id } });
/** Who claimed which code, newest first. */
export const getPromotionClaimants = (id: number | string, page = 1) => promotions.getPromotionClaimants({ params: { promotionId: id }, query: { page } });

/** What a staff list of bank-account requests shows: a bank, sent or not, a search, an order. */
export interface BankLeadsQuery {
  bank?: string;
  sent?: '' | 'yes' | 'no';
  q?: string;
  sort?: 'created_at' | 'name' | 'preferred_bank';
  dir?: 'asc' | 'desc';
  page?: number;
}

/** Bank-account requests, for one bank or all, newest first unless sorted otherwise. */
export const getBankLeads = (query: BankLeadsQuery = {}) => bankLeads.getBankLeads({ query });
/** The request was passed to the bank. */
export const markBankLeadSent = (id: number | string) => bankLeads.markBankLeadSent({ params: { leadId: id } });
/** Several requests passed to their banks at once; answers how many changed. */
export const markBankLeadsSent = (ids: number[]) => bankLeads.markBankLeadsSent({ body: { ids } });
/** The requests for one bank (or all), or just the selected ones, as a CSV file, to pass to the bank. */
export const downloadBankLeads = ({ ids, ...filter }: Omit<BankLeadsQuery, 'page' | 'sort' | 'dir'> & { ids?: number[] } = {}) =>
  bankLeads.downloadBankLeads({ query: { ...filter, ids: ids?.length ? ids.join(',') : undefined } });
