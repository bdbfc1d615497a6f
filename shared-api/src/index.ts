// shared-api: the one way to talk to the server, shared as a federation singleton.
// Validation schemas live in the separate entry `shared-api/validation`, loaded by a form when it first validates
// (members' and visitors' forms, shared-ui/forms' lazySchema) or with a staff page; the query
// client of signed-in pages in `shared-api/query`, loaded with the first page that needs it. A feature's calls
// and cache keys (`shared-api/content`, `/directory`, `/staff`, …) are not in this
// entry: only the remote that uses them bundles them, over this entry's one client (decision 013). Their types
// are exported here too, for anyone to name.
export * from './client';
export * from './session';
export * from './auth';
export * from './profile';
export type * from './content';
export * from './tracking';
export * from './org';
export * from './referrer';
export * from './routes';
export * from './rich-text';
export * from './locale';
export * from './texts';
export type * from './staff';
export type * from './directory';
export type * from './ticketing';
export * from './read';
export * from './first-reads';
export { formatFileSize } from './file-size';
export {
  SPONSOR_TIERS,
  SPEAKER_TYPES,
  PUBLICATION_REQUEST_NOTICE,
  ROLES,
  HOURLY_RATE_RANGES,
  ANY_HOURLY_RATE,
  IMAGE_WIDTHS,
  // The options of members' forms, which show them before their schema has loaded (shared-api/limits has the
  // limits): this entry carries the enumerations into every first view anyway.
  AVAILABILITY,
  BIO_MAX_LENGTH,
  BIO_MIN_LENGTH,
  BOOKING_EXTRAS,
  DEFAULT_COUNTRY,
  DEFAULT_DIRECTORY_VISIBILITY,
  DEGREES,
  DIRECTORY_VISIBILITIES,
  EXPERIENCE_LEVELS,
  GENDERS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  ISSUE_ACTIONS,
  ISSUE_STATUSES,
  ISSUE_TOPICS,
  MEMBER_SERVICES,
  PLATFORM_LABELS,
  PLATFORMS,
  TICKET_COUNTRIES,
  VOLUNTEER_KINDS,
  YEARS_EXPERIENCE,
} from './enums';
export type { SponsorTier, SpeakerType, HourlyRateRange, VolunteerKind, IssueStatus, IssueTopic, IssueAction, MemberService, PreferredBank, Platform, BookingExtra } from './enums';
export type * from './types';
