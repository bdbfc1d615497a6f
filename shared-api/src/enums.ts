// Enumerations and limits of the product, shared by forms and the server.
// spec: core §3 (entities), §9 (business constants).

export const PASSWORD_MIN_LENGTH = 8;
export const BIO_MIN_LENGTH = 100;
export const BIO_MAX_LENGTH = 3000;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const DEFAULT_COUNTRY = 'Pakistan';

export const GENDERS = ['Male', 'Female'] as const;
export const DEGREES = ['undergraduate', 'graduate', 'masters', 'doctorate', 'other'] as const;
export const YEARS_EXPERIENCE = [
  "I haven't worked professionally before",
  'Between 1-10 years',
  'Between 10-20 years',
  'More than 20 years',
] as const;
export const AVAILABILITY = ['Full time', 'Part time', 'Not Available'] as const;
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;

export const PLATFORMS = [
  'fiverr',
  'upwork',
  'freelancercom',
  'guru',
  'toptal',
  'peopleperhour',
  'codeable',
  'otherplatform',
] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  fiverr: 'Fiverr',
  upwork: 'Upwork',
  freelancercom: 'Freelancer.com',
  guru: 'Guru',
  toptal: 'Toptal',
  peopleperhour: 'People Per Hour',
  codeable: 'Codeable',
  otherplatform: 'Other',
};

export const ISSUE_TOPICS = [
  'General Query',
  'Banking',
  'Company Formaton & Taxation',
  'Event Request',
  'Discounts',
] as const;

export const PREFERRED_BANKS = ['Habib Bank Limited', 'Meezan Bank', 'Zindagi'] as const;

// spec: payment method codes — 3 card (default), 5 bill payment, 4 Free.
export const PAYMENT_METHODS = { card: 3, free: 4, onebill: 5 } as const;

export const PROVINCES = [
  'Punjab',
  'Sindh',
  'Khyber Pakhtunkhwa',
  'Balochistan',
  'Gilgit-Baltistan',
  'Azad Jammu and Kashmir',
] as const;
