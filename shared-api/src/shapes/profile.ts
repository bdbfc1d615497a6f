// A member's own account and profile as the API answers them.
import { Type } from '@sinclair/typebox';
import { DIRECTORY_VISIBILITIES, ROLES } from '../enums';
import { LOCALES } from '../locale';
import { Nullable, ProfileLinks, Strict, StringEnum } from './common';

export const Skill = Strict({
  id: Type.Integer(),
  name: Type.String(),
  parent_id: Nullable(Type.Integer({ description: 'set on secondary skills' })),
});

/** A city with its province or region (the profile form's selectors). */
export const City = Strict({ name: Type.String(), province: Type.String() });

export const ProfileSkill = Strict({ id: Type.Integer(), name: Type.String(), type: StringEnum(['Primary', 'Secondary'] as const) });

const text = () => Nullable(Type.String());

/** Where the member's profile appears, their own choice (edit profile). */
export const DirectoryVisibility = StringEnum(
  DIRECTORY_VISIBILITIES.map((v) => v.value),
  { description: 'public: Our Voice and the member directory; members: the member directory only; hidden: neither' },
);

export const Profile = Strict({
  member_id: Type.String(),
  membership_id: Type.String({ description: 'the MEMBER ID shown on /profile' }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role_name: Type.String(),
  avatar: text(),
  organisation: text(),
  designation: text(),
  gender: text(),
  city: text(),
  state: text(),
  country: text(),
  birthdate: text(),
  degree: text(),
  field_of_study: text(),
  institute: text(),
  title: text(),
  website: text(),
  linkedin: text(),
  years_experience: text(),
  hourly_rate: Nullable(Type.Integer({ description: 'PKR per hour' })),
  availability: text(),
  experience_level: text(),
  bio: text(),
  skills: Type.Array(ProfileSkill),
  profile_links: ProfileLinks,
  primary_skill: Nullable(Type.Integer()),
  secondary_skill: Nullable(Type.Integer()),
  is_profile_completed: Type.Boolean(),
  directory_visibility: DirectoryVisibility,
});

const userDetails = {
  member_id: Type.String({ description: 'random public id, used in /member/:memberId' }),
  is_profile_completed: Type.Boolean(),
  phone: Type.String(),
  name: Type.String(),
  email: Type.String({ format: 'email' }),
  role: StringEnum(ROLES, { description: 'what the account may do beyond its own records; the server checks it on every staff call' }),
  language: Nullable(StringEnum(LOCALES, { description: 'the language the member reads the site and their e-mails in; null until they choose' })),
};

/**
 * The account as sign-in, registration and saves answer it (spec: member_id, is_profile_completed, phone; plus name,
 * e-mail and the role). The `user_details` cookie keeps only member_id, is_profile_completed and role (see session.ts).
 */
export const UserDetails = Strict(userDetails);
export const RegisterResult = Strict({ api_token: Type.String({ description: 'Bearer token, valid 30 days' }), ...userDetails });
export const LoginResult = Strict({ token: Type.String({ description: 'Bearer token, valid 30 days' }), ...userDetails });
export const AccountUpdateResult = Strict({ api_token: Type.String({ description: 'the new Bearer token; the old one is revoked' }), ...userDetails });
