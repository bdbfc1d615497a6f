// Partner promotions and the freelancer digital bank account request (second spec §7 calls). Bundled by
// mfe-safety-net (`shared-api/promotions`), on the one client of the shared entry (decision 013).
import { download, get, post } from 'shared-api';
import type { Paged } from './content-types';
import type { BankAccountLead, Promotion, PromotionClaim, PromotionClaimant, StaffBankAccountLead, StaffPromotion } from './types';
import type { BankAccountLeadInput, PromotionCodesInput, PromotionInput } from './validation/promotions';
import { givenParams } from './search-params';

export { PREFERRED_BANKS } from './enums';

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

/** GET /discounts: the open promotions, newest first. */
export const getPromotions = () => get<Promotion[]>('discounts');
/** GET /discount/{promotionId} */
export const getPromotion = (id: number | string) => get<Promotion>(`discount/${encodeURIComponent(id)}`);
/** GET discount/{id}/claim: the member's code (the same one every time) and where to use it. */
export const claimPromotion = (id: number | string) => get<PromotionClaim>(`discount/${encodeURIComponent(id)}/claim`);

/** POST user/bank-account-lead: city, state, preferred_bank; the consent shown on the form is stored with it. */
export const requestBankAccount = (input: BankAccountLeadInput) => post<BankAccountLead>('user/bank-account-lead', input);

/** GET staff/promotions (staff and admin): every promotion with its counts, newest first. */
export const getStaffPromotions = (page = 1) => get<Paged<StaffPromotion>>('staff/promotions', { page });
/** GET staff/promotions/{id} */
export const getStaffPromotion = (id: number | string) => get<StaffPromotion>(`staff/promotions/${encodeURIComponent(id)}`);
/** POST staff/promotions */
export const createPromotion = (input: PromotionInput) => post<StaffPromotion>('staff/promotions', input);
/** POST staff/promotions/{id}: edit */
export const updatePromotion = (id: number | string, input: PromotionInput) => post<StaffPromotion>(`staff/promotions/${encodeURIComponent(id)}`, input);
/** POST staff/promotions/{id}/codes: add codes to the pool (CSV or one a line); codes already there are skipped. */
export const addPromotionCodes = (id: number | string, input: PromotionCodesInput) => post<StaffPromotion>(`staff/promotions/${encodeURIComponent(id)}/codes`, input);
/** POST staff/promotions/{id}/close */
export const closePromotion = (id: number | string) => post<StaffPromotion>(`staff/promotions/${encodeURIComponent(id)}/close`);
/** GET staff/promotions/{id}/claims: who claimed which code, newest first. */
export const getPromotionClaimants = (id: number | string, page = 1) => get<Paged<PromotionClaimant>>(`staff/promotions/${encodeURIComponent(id)}/claims`, { page });

/** GET staff/leads: bank-account requests, for one bank or all, newest first. */
export const getBankLeads = (query: { bank?: string; page?: number } = {}) => get<Paged<StaffBankAccountLead>>('staff/leads', givenParams(query));
/** POST staff/leads/{id}/sent: the request was passed to the bank. */
export const markBankLeadSent = (id: number | string) => post<StaffBankAccountLead>(`staff/leads/${encodeURIComponent(id)}/sent`);
/** GET staff/leads.csv: the requests for one bank (or all) as a CSV file, to pass to the bank. */
export const downloadBankLeads = (bank?: string) => download('staff/leads.csv', givenParams({ bank }));
