// Entity types as the API returns them (data of the `{ error, message, data }` envelope), derived from the
// answer shapes the server serializes with (shapes/); type-only imports, so no bundle carries the schemas.
import type { Static } from '@sinclair/typebox';
import type { ROLES } from './enums';
import type * as shapes from './shapes/profile';
import type * as common from './shapes/common';
import type * as ticketing from './shapes/ticketing';
import type * as staffHome from './shapes/staff';

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
export type ProfileLinks = Static<typeof common.ProfileLinks>;

/** GET user/profile → data */
export type Profile = Static<typeof shapes.Profile>;

/** Where a member's profile appears: Our Voice and the directory, the directory only, or nowhere. */
export type DirectoryVisibility = Static<typeof shapes.DirectoryVisibility>;

// Events, tickets and orders (shapes/ticketing.ts).
export type OrderStatus = Static<typeof ticketing.OrderStatus>;
export type EventCard = Static<typeof ticketing.EventCard>;
export type EventPackage = Static<typeof ticketing.EventPackage>;
export type EventSpeaker = Static<typeof ticketing.EventSpeaker>;
export type EventSponsor = Static<typeof ticketing.EventSponsor>;
export type EventPhoto = Static<typeof ticketing.EventPhoto>;
export type EventDetail = Static<typeof ticketing.EventDetail>;
export type EventSummary = Static<typeof ticketing.EventSummary>;
export type PackageDetail = Static<typeof ticketing.PackageDetail>;
export type Order = Static<typeof ticketing.Order>;
export type OrderDetail = Static<typeof ticketing.OrderDetail>;
/** An order on its member's own pages, with its online payment still waiting for an answer, if any. */
export type MemberOrder = Static<typeof ticketing.MemberOrder>;
export type PendingPayment = Static<typeof ticketing.PendingPayment>;
export type MemberTicket = Static<typeof ticketing.MemberTicket>;

// The staff home (shapes/staff.ts).
export type StaffQueues = Static<typeof staffHome.StaffQueues>;
export type StaffQueue = Static<typeof staffHome.StaffQueue>;
