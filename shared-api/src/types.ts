// Entity types as the API returns them (data of the `{ error, message, data }` envelope), derived from the
// answer shapes the server serializes with (shapes/); type-only imports, so no bundle carries the schemas.
import type { Static } from '@sinclair/typebox';
import type { ROLES } from './enums';
import type * as shapes from './shapes/profile';

export interface Envelope<T> {
  error: boolean;
  message: string;
  data: T;
}

/** An account's role: what it may do beyond a member's own records. */
export type Role = (typeof ROLES)[number];

/** Kept in the `user_details` cookie (see its shape for what it holds and why). */
export type UserDetails = Static<typeof shapes.UserDetails>;
/** What the session keeps of the account, in the script-readable `user_details` cookie (see session.ts). */
export type SessionUser = Pick<UserDetails, 'member_id' | 'is_profile_completed' | 'role'>;

/** POST user/register → data */
export type RegisterResult = Static<typeof shapes.RegisterResult>;

/** POST user/login → data */
export type LoginResult = Static<typeof shapes.LoginResult>;

export type Skill = Static<typeof shapes.Skill>;

export type ProfileSkill = Static<typeof shapes.ProfileSkill>;

/** Saved platform links: platform → URL; the other platform has a name and a link. */
export type ProfileLinks = Static<typeof shapes.ProfileLinks>;

/** GET user/profile → data */
export type Profile = Static<typeof shapes.Profile>;

/** One staff change: who made it, when, to which record, and the fields before and after. */
export type AuditEntry = Static<typeof shapes.AuditEntry>;
