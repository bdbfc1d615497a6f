// Entity types as the API returns them (data of the `{ error, message, data }` envelope).
import type { Platform } from './enums';

export interface Envelope<T> {
  error: boolean;
  message: string;
  data: T;
}

/** An account's role: what it may do beyond a member's own records. */
export type Role = 'member' | 'staff' | 'admin';

/**
 * Kept in the `user_details` cookie; spec: member_id, is_profile_completed, phone (plus name and e-mail for
 * prefilling forms, and the role so the shell can show the Staff menu; the server never trusts it).
 */
export interface UserDetails {
  member_id: string;
  is_profile_completed: boolean;
  phone: string;
  name: string;
  email: string;
  role: Role;
}

/** POST user/register → data */
export interface RegisterResult extends UserDetails {
  api_token: string;
}

/** POST user/login → data */
export interface LoginResult extends UserDetails {
  token: string;
}

export interface Skill {
  id: number;
  name: string;
  /** set on secondary skills */
  parent_id?: number | null;
}

export interface ProfileSkill {
  id: number;
  name: string;
  type: 'Primary' | 'Secondary';
}

/** Saved platform links: platform → URL; the other platform has a name and a link. */
export type ProfileLinks = Partial<Record<Exclude<Platform, 'otherplatform'>, string>> & {
  otherplatform?: { name: string; link: string };
};

/** GET user/profile → data */
export interface Profile {
  member_id: string;
  /** human-readable MEMBER ID shown on /profile */
  membership_id: string;
  name: string;
  email: string;
  phone: string;
  role_name: string;
  avatar: string | null;
  organisation: string | null;
  designation: string | null;
  gender: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
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
  skills: ProfileSkill[];
  profile_links: ProfileLinks;
  primary_skill: number | null;
  secondary_skill: number | null;
  is_profile_completed: boolean;
}

/** One staff change: who made it, when, to which record, and the fields before and after. */
export interface AuditEntry {
  id: number;
  /** ISO date-time, UTC */
  at: string;
  /** the staff member who made the change; null once their account is deleted */
  actor: { member_id: string; name: string; email: string } | null;
  /** what was done, e.g. `user.role`, `promotion.update` */
  action: string;
  /** the kind of record, e.g. `user`, `promotion` */
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
