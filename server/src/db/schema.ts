// The database as Kysely sees it. Table and column names are snake_case, times are timestamptz (UTC).
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
