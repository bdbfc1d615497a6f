import type { StaffBankAccountLead } from './shapes';

export const bankLead = (overrides: Partial<StaffBankAccountLead> = {}): StaffBankAccountLead => ({
  id: 3,
  city: 'Lahore',
  state: 'Punjab',
  preferred_bank: 'Meezan Bank',
  created_at: '2026-11-20T09:00:00.000Z',
  member_id: 'ayesha1234567890',
  name: 'Ayesha Siddiqui',
  email: 'ayesha.siddiqui@example.com',
  phone: '03001234567',
  consent_text: 'By submitting this request you agree …',
  sent_at: null,
  ...overrides,
});
