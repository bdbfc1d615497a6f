// Enumerations and limits of the product, shared by forms and the server.
// spec: core §3 (entities), §9 (business constants).

export const PASSWORD_MIN_LENGTH = 8;
export const BIO_MIN_LENGTH = 100;
export const BIO_MAX_LENGTH = 3000;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** The widths an uploaded photo is served at (`/api/storage/<key>?w=`), in WebP where the browser takes it. */
export const IMAGE_WIDTHS = [96, 192, 384, 768, 1280] as const;
export const DEFAULT_COUNTRY = 'Pakistan';
/** The only country a ticket's address may be in, and the default. */
export const TICKET_COUNTRIES = [DEFAULT_COUNTRY] as const;
/**
 * What a ticket booking may ask beyond its holder's name, e-mail and phone, each only where the event's organisers want
 * it (staff choose per event): the CNIC; the company and position; the postal address (address, city, province, country).
 */
export const BOOKING_EXTRAS = ['cnic', 'company', 'address'] as const;
export type BookingExtra = (typeof BOOKING_EXTRAS)[number];

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
  // i18n-english: a platform's name
  peopleperhour: 'People Per Hour',
  codeable: 'Codeable',
  otherplatform: 'Other',
};

/** The spec's five topics (core §3, "Formaton" as it spells it), and Tickets & payments for event tickets, orders and their payments. */
export const ISSUE_TOPICS = [
  'General Query',
  'Banking',
  'Company Formaton & Taxation',
  'Event Request',
  'Discounts',
  'Tickets & payments',
] as const;

export type IssueTopic = (typeof ISSUE_TOPICS)[number];

/**
 * spec: core §4 — an issue starts Open; the Change Status dialog reopens, resolves or closes it. Resolved and Closed
 * are the statuses those actions lead to (the spec shows no other names).
 */
export const ISSUE_STATUSES = ['Open', 'Resolved', 'Closed'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** The status actions (POST /user/issues/{id}/open|resolve|close), what they lead to and where they may start. */
export const ISSUE_ACTIONS = {
  open: { label: 'Reopen Issue', to: 'Open', from: ['Resolved', 'Closed'] },
  resolve: { label: 'Mark Resolved', to: 'Resolved', from: ['Open'] },
  close: { label: 'Mark Closed', to: 'Closed', from: ['Open', 'Resolved'] },
} as const satisfies Record<string, { label: string; to: IssueStatus; from: readonly IssueStatus[] }>;
export type IssueAction = keyof typeof ISSUE_ACTIONS;

/** The staff inbox's `assignee` filter, besides a staff member's member ID: the caller, or nobody. */
export const ISSUE_ASSIGNED_TO_ME = 'me';
export const ISSUE_UNASSIGNED = 'none';
/** The staff inbox's views: `waiting` keeps the open issues waiting for staff, the longest waiting first. */
export const STAFF_ISSUE_VIEWS = ['waiting'] as const;

/** The member services still to open (/dashboard/jobs …), each with the page's path segment. */
export const MEMBER_SERVICES = ['jobs', 'mentorship', 'training', 'tests', 'filings', 'insurance'] as const;
export type MemberService = (typeof MEMBER_SERVICES)[number];

/**
 * @deprecated The bank-account feature's own list (mfe-safety-net/src/features/bank-account/banks.ts) is the one in use;
 * this copy stays in `shared-api/validation`, which the shell provides, for remotes pinned before it, until 2.0.
 */
export const PREFERRED_BANKS = ['Habib Bank Limited', 'Meezan Bank', 'Zindagi'] as const;
export type PreferredBank = (typeof PREFERRED_BANKS)[number];

// spec: payment method codes — 3 card (default), 5 bill payment, 4 Free.
/** The order form's payment methods by their codes (second spec §3): 3 card, 4 free, 5 bill payment (1Bill). */
export const PAYMENT_METHODS = { card: 3, free: 4, onebill: 5, jazzcash: 6, easypaisa: 7 } as const;
/** The methods paid on a gateway's page (card and the wallets), in the order the order pages offer them. */
export const ONLINE_PAYMENT_METHODS = [PAYMENT_METHODS.card, PAYMENT_METHODS.jazzcash, PAYMENT_METHODS.easypaisa] as const;

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

/**
 * What a visitor agrees to by requesting a report (second spec §2.14); the form shows it and the server records it.
 * @deprecated The publications feature's own (mfe-public/src/features/publications/validation.ts) is the one in use;
 * this copy stays in `shared-api` and `shared-api/validation`, which the shell provides, for remotes pinned before it,
 * until 2.0.
 */
export const PUBLICATION_REQUEST_NOTICE =
  'We will e-mail the report to this address and keep these details as a record of your request. We will not add you to a mailing list.';

/** Account roles, from least to most allowed. */
export const ROLES = ['member', 'staff', 'admin'] as const;


// ---- The network: directory and volunteering --------------------------------------------------

/**
 * Where a member's profile appears, chosen in edit profile (beyond the spec: members expect the choice).
 * New members are in the members' directory only until they choose otherwise.
 */
export const DIRECTORY_VISIBILITIES = [
  { value: 'public', label: 'Our Voice and the member directory' },
  { value: 'members', label: "Members' directory only" },
  { value: 'hidden', label: 'Hidden' },
] as const;
export type DirectoryVisibility = (typeof DIRECTORY_VISIBILITIES)[number]['value'];
export const DEFAULT_DIRECTORY_VISIBILITY: DirectoryVisibility = 'members';

/**
 * spec: second document §9 — the directory's hourly-rate filter: `value` is what the call sends, the label
 * what the filter shows. The bounds follow the labels ("less than Rs 500", "Rs 3000 and above"): the lower
 * one is included, the upper one is not, so the four ranges cover every rate once. No value means any rate.
 */
export const HOURLY_RATE_RANGES = [
  { value: '1,500', label: 'Less than Rs 500', min: 0, below: 500 },
  { value: '500,1000', label: 'Rs 500 to 1,000', min: 500, below: 1000 },
  { value: '1000,3000', label: 'Rs 1,000 to 3,000', min: 1000, below: 3000 },
  { value: '3000,100000', label: 'Rs 3,000 and above', min: 3000, below: null },
] as const;
export type HourlyRateRange = (typeof HOURLY_RATE_RANGES)[number]['value'];
/** spec: the filter's first option, sent as no hourly_rate at all. */
export const ANY_HOURLY_RATE = 'any';

/** Peer cards per directory page: four full rows of the three-column grid. */
export const DIRECTORY_PER_PAGE = 12;
/** At most this many primary skills in one directory filter (there are about ten). */
export const MAX_SKILLS_FILTER = 20;

/**
 * spec: second document §2.7 and §3 — the four volunteer applications: `value` is the call's `for`, `path`
 * the dashboard page that sends it, `label` the Contribute menu's entry.
 */
export const VOLUNTEER_KINDS = [
  { value: 'chapter', label: 'Chapter Contributor', path: '/dashboard/chapter-contributor' },
  { value: 'ambassador', label: 'University Ambassador', path: '/dashboard/university-ambassador' },
  { value: 'meetup', label: 'Meetups', path: '/dashboard/meetups' },
  { value: 'speaker', label: 'Speaker/Trainer', path: '/dashboard/speaker' },
] as const;
export type VolunteerKind = (typeof VOLUNTEER_KINDS)[number]['value'];

/** spec: second document §8 — the incomplete-profile dialog; the server refuses with its body. */
export const INCOMPLETE_PROFILE_TITLE = 'Please complete your profile';
export const INCOMPLETE_PROFILE_MESSAGE = "We've noticed you haven't completed your profile. Please complete your profile before continuing";
