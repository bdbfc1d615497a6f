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

// spec: second document §9 — sponsor tiers, in the order the conference pages show them.
export const SPONSOR_TIERS = [
  'Knowledge Partner',
  'Platinum Sponsor',
  'Supporting Partner',
  'Payments Partner',
  'Live Streaming Partner',
  'Academic Partner',
  'Tech Partner',
  'Collaborating Partner',
] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];

// spec: second document §3 — speaker role types (Keynote Speaker appears on the general page only).
export const SPEAKER_TYPES = ['Chief Guest', 'Guest of Honor', 'Keynote Speaker', 'Speaker'] as const;
export type SpeakerType = (typeof SPEAKER_TYPES)[number];

/** Lists that can grow are paged: `?page=&per_page=`, at most this many a page. */
export const MAX_PER_PAGE = 50;

/** What a visitor agrees to by requesting a report (second spec §2.14); the form shows it and the server records it. */
export const PUBLICATION_REQUEST_NOTICE =
  'We will e-mail the report to this address and keep these details as a record of your request. We will not add you to a mailing list.';

/** Account roles, from least to most allowed. */
export const ROLES = ['member', 'staff', 'admin'] as const;

/** The kinds of record the audit log holds, for its filter; each module that audits a new kind adds it. */
export const AUDITED_RECORDS = [{ value: 'user', label: 'Accounts' }] as const;
