// The directory's answers (spec: core §3 and §7): the peers of Our Voice and the member directory, and a member's
// public profile, with their types for the pages.
// Nothing here carries an e-mail, a phone number, a birthdate or a gender: the directory and the profile
// pages show what a member chose to show others, and the shapes are strict, so nothing else can slip out.
import { Nullable, ProfileLinks, Strict, Type, type Static } from 'shared-api/shapes';

const skillNames = Type.Array(Strict({ name: Type.String() }), { description: 'primary skill first, then the secondary one' });

/** spec: core §3 Peer — one card of Our Voice and the member directory (complete profiles only). */
export const Peer = Strict({
  id: Type.String({ description: 'the member’s public id, the same as member_id (internal ids stay on the server)' }),
  member_id: Type.String({ description: 'links to /member/:memberId' }),
  name: Type.String(),
  title: Type.String(),
  avatar: Nullable(Type.String({ description: 'storage key' })),
  city: Type.String(),
  country: Type.String(),
  hourly_rate: Type.Integer({ description: 'PKR per hour' }),
  bio: Type.String(),
  skills: skillNames,
  platforms: ProfileLinks,
});

/**
 * The directory's paging: the spec's `current_page` and `last_page`, and `next_cursor`, which the next call
 * passes as `cursor` with `page=current_page+1` so that a deep page costs what the first one does.
 */
export const DirectoryPagination = Strict({
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  next_cursor: Nullable(Type.String({ description: 'null on the last page' })),
});

/** GET public-peers and GET peers → data */
export const DirectoryPage = Strict({ items: Type.Array(Peer), pagination: DirectoryPagination });

const text = () => Nullable(Type.String());

/**
 * spec: core §3 Public member — GET member/{memberId}. Fields are null only on the member's own view of a
 * profile not yet completed (nobody else sees such a profile).
 */
export const PublicMember = Strict({
  avatar: text(),
  name: Type.String(),
  title: text(),
  city: text(),
  country: text(),
  hourly_rate: Nullable(Type.Integer({ description: 'PKR per hour' })),
  website: text(),
  linkedin: text(),
  profile_links: ProfileLinks,
  availability: text(),
  years_experience: text(),
  experience_level: text(),
  bio: text(),
  skills: skillNames,
  institute: text(),
  degree: text(),
  field_of_study: text(),
});

/** One card of Our Voice and the member directory. */
export type Peer = Static<typeof Peer>;
/** The directory's paging: the spec's current_page and last_page, and the next page's cursor. */
export type DirectoryPagination = Static<typeof DirectoryPagination>;
/** GET public-peers and GET peers → data */
export type DirectoryPage = Static<typeof DirectoryPage>;
/** GET member/{memberId} → data */
export type PublicMember = Static<typeof PublicMember>;
