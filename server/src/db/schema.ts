// The database as Kysely sees it. Table and column names are snake_case, times are timestamptz (UTC).
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { PackageListing, Venue } from '../../../shared-api/src/content-types.js';
import type { Role } from '../../../shared-api/src/types.js';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  member_id: string;
  membership_id: string;
  email: string;
  name: string;
  phone: string;
  password_hash: string;
  role_name: Generated<string>;
  /** what the account may do beyond its own records (migration 003) */
  role: ColumnType<Role, Role | undefined, Role>;
  unsubscribe_token_hash: string | null;
  marketing_opt_out: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface StoredProfileLinks {
  [platform: string]: string | { name: string; link: string } | undefined;
}

export interface ProfilesTable {
  user_id: number;
  avatar: string | null;
  organisation: string | null;
  designation: string | null;
  gender: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  /** YYYY-MM-DD; the date type parser is switched off so no time zone can shift it */
  birthdate: string | null;
  degree: string | null;
  field_of_study: string | null;
  institute: string | null;
  title: string | null;
  website: string | null;
  linkedin: string | null;
  years_experience: string | null;
  hourly_rate: number | null;
  availability: string | null;
  experience_level: string | null;
  bio: string | null;
  profile_links: Json<StoredProfileLinks>;
  is_profile_completed: Generated<boolean>;
  updated_at: UpdatedAt;
}

export interface SkillsTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
}

export type SkillType = 'Primary' | 'Secondary';

export interface UserSkillsTable {
  user_id: number;
  skill_id: number;
  type: SkillType;
}

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: CreatedAt;
  sent_at: Date | null;
  error: string | null;
  /** deliveries tried so far (migration 004) */
  attempts: Generated<number>;
}

export interface UploadsTable {
  id: Generated<number>;
  name: string;
  user_id: number | null;
  mime: string;
  bytes: number;
  created_at: CreatedAt;
}

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  province: string;
}

/** Counted events for limits that every instance must agree on (failed sign-ins, reset e-mails). */
export interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  skills: SkillsTable;
  user_skills: UserSkillsTable;
  api_tokens: ApiTokensTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
  uploads: UploadsTable;
  cities: CitiesTable;
  rate_events: RateEventsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

// ---- Public content (migration 002) -----------------------------------------------------------

export interface BlogsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  /** sanitized HTML */
  content: string;
  featured_image: string;
  featured_image_width: number;
  featured_image_height: number;
  author_id: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface StoredPdf {
  name: string;
  /** storage key */
  file: string;
  bytes: number;
}

export interface PressReleasesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  /** sanitized HTML */
  content: string;
  featured_image: string;
  featured_image_width: number;
  featured_image_height: number;
  name: string;
  pdf: Json<StoredPdf[]>;
  featured: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MediaMentionsTable {
  id: Generated<number>;
  title: string;
  excerpt: string;
  outlet: string;
  logo: string;
  logo_width: number;
  logo_height: number;
  link: string;
  featured_order: number | null;
  published_at: Date;
}

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  logo: string;
  logo_width: number;
  logo_height: number;
  website: string | null;
  is_corporate: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface HighlightsTable {
  id: Generated<number>;
  name: string;
  position: string;
  organisation: string;
  video_url: string;
  thumbnail: string;
  thumbnail_width: number;
  thumbnail_height: number;
  sort_order: Generated<number>;
}

export interface DirectorsTable {
  id: Generated<number>;
  name: string;
  position: string;
  bio: string;
  image: string;
  image_width: number;
  image_height: number;
  linkedin: string | null;
  sort_order: Generated<number>;
}

export interface PublicationsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  name: string;
  featured_image: string;
  featured_image_width: number;
  featured_image_height: number;
  report: string;
  report_bytes: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PublicationRequestsTable {
  id: Generated<number>;
  publication_id: number;
  name: string;
  email: string;
  phone: string;
  organization: string;
  designation: string;
  /** what the person agreed to, in the words the form showed */
  agreed_to: string;
  ip: string;
  user_agent: string | null;
  outbox_id: number | null;
  created_at: CreatedAt;
}

export interface MembershipPackagesTable {
  id: Generated<number>;
  name: string;
  price: number;
  discounted_price: number | null;
  listing: Json<PackageListing>;
  sort_order: Generated<number>;
}

export interface ConferencesTable {
  id: Generated<number>;
  slug: string;
  aliases: ColumnType<string[], string[] | undefined, string[]>;
  title: string;
  edition: string;
  tagline: string;
  overview: Json<string[]>;
  starts_at: Date;
  ends_at: Date;
  venue: Json<Venue>;
  banner: string;
  banner_width: number;
  banner_height: number;
  all_speakers_link: string | null;
}

export interface ConferenceSpeakersTable {
  id: Generated<number>;
  conference_id: number;
  name: string;
  designation: string;
  company: string;
  image: string;
  image_width: number;
  image_height: number;
  linkdln: string | null;
  type: string;
  sort_order: Generated<number>;
}

export interface ConferenceSlotsTable {
  id: Generated<number>;
  conference_id: number;
  starts_at: Date;
  ends_at: Date;
  title: string;
  description: Generated<string>;
}

export interface ConferenceSponsorsTable {
  id: Generated<number>;
  conference_id: number;
  name: string;
  image: string;
  image_width: number;
  image_height: number;
  type: string;
  priority: Generated<number>;
}

export interface ConferenceFaqsTable {
  id: Generated<number>;
  conference_id: number;
  question: string;
  answer: string;
  sort_order: Generated<number>;
}

export interface Database {
  blogs: BlogsTable;
  press_releases: PressReleasesTable;
  media_mentions: MediaMentionsTable;
  partners: PartnersTable;
  highlights: HighlightsTable;
  directors: DirectorsTable;
  publications: PublicationsTable;
  publication_requests: PublicationRequestsTable;
  membership_packages: MembershipPackagesTable;
  conferences: ConferencesTable;
  conference_speakers: ConferenceSpeakersTable;
  conference_slots: ConferenceSlotsTable;
  conference_sponsors: ConferenceSponsorsTable;
  conference_faqs: ConferenceFaqsTable;
}

// ---- Roles and the audit log (migration 003) --------------------------------------------------

export interface AuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | undefined, never>;
  /** null for a change made from the command line, or once the staff member's account is deleted */
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  /** the changed fields before and after the change (JSON) */
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
}

export interface Database {
  audit_log: AuditLogTable;
}
