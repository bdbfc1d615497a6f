import type { Promotion, StaffBankAccountLead, StaffPromotion } from 'shared-api';

export const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 7,
  title: '25% off a 50 Mbps fibre plan for six months',
  description: '<p>Raabta Internet offers members a fibre plan.</p><script>alert(1)</script>',
  company_name: 'Raabta Internet',
  company_logo: 'a1b2c3d4e5f6a7b8.svg',
  organizer: 'Raabta',
  free: true,
  terms: '<p>One code per member.</p>',
  ...overrides,
});

export const staffPromotion = (overrides: Partial<StaffPromotion> = {}): StaffPromotion => ({
  ...promotion(),
  company_link: 'https://raabta.example.pk/members',
  code_kind: 'pool',
  shared_code: null,
  closed_at: null,
  published: true,
  codes: 15,
  claimed: 4,
  created_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

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
