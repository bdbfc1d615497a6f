import type { Promotion, StaffPromotion } from './shapes';

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
