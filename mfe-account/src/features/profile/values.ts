import { DEFAULT_COUNTRY, DEFAULT_DIRECTORY_VISIBILITY, PLATFORMS, type Platform, type Profile, type ProfileLinks } from 'shared-api';
import type { ProfileInput } from 'shared-api/validation';
import { profileSchema } from '../forms/schemas';

type LinkField = Exclude<Platform, 'otherplatform'>;

/** What the form holds: selects and inputs keep strings until the schema casts them on submit. */
export type ProfileFormValues = Record<
  | 'avatar' | 'gender' | 'city' | 'state' | 'country' | 'birthdate' | 'degree' | 'field_of_study' | 'institute'
  | 'title' | 'organisation' | 'designation' | 'website' | 'linkedin' | 'primary_skill' | 'secondary_skill'
  | 'years_experience' | 'availability' | 'experience_level' | 'bio' | 'otherplatform_name' | 'directory_visibility' | Platform,
  string
> & { hourly_rate: number | ''; platforms: Platform[] };

/**
 * Today as YYYY-MM-DD in UTC: the spec's default birth date. Its midnight is never later than "now", so it passes the
 * schema's past-date rule (Karachi's date would fail it for the first five hours of each day).
 */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

// The spec calls profile_links JSON text; accept it as text as well as the parsed object.
function linksOf(profile: Profile | null): ProfileLinks {
  const raw = profile?.profile_links as ProfileLinks | string | null | undefined;
  if (typeof raw !== 'string') return raw ?? {};
  try {
    return (JSON.parse(raw) as ProfileLinks | null) ?? {};
  } catch {
    return {};
  }
}

const skillId = (profile: Profile | null, type: 'Primary' | 'Secondary') => {
  const saved = type === 'Primary' ? profile?.primary_skill : profile?.secondary_skill;
  const id = saved ?? profile?.skills?.find((s) => s.type === type)?.id;
  return id ? String(id) : '';
};

/** The form's starting values: the saved profile where there is one, else the spec's defaults (country, birth date: core §9). */
export function valuesFromProfile(profile: Profile | null): ProfileFormValues {
  const links = linksOf(profile);
  const text = (v: string | null | undefined) => v ?? '';
  const linkFields = Object.fromEntries(
    PLATFORMS.filter((p): p is LinkField => p !== 'otherplatform').map((p) => [p, text(links[p])]),
  ) as Record<LinkField, string>;
  return {
    avatar: text(profile?.avatar),
    gender: text(profile?.gender),
    city: text(profile?.city),
    state: text(profile?.state),
    country: profile?.country || DEFAULT_COUNTRY,
    birthdate: profile?.birthdate?.slice(0, 10) || todayUtc(),
    degree: text(profile?.degree),
    field_of_study: text(profile?.field_of_study),
    institute: text(profile?.institute),
    title: text(profile?.title),
    organisation: text(profile?.organisation),
    designation: text(profile?.designation),
    website: text(profile?.website),
    linkedin: text(profile?.linkedin),
    primary_skill: skillId(profile, 'Primary'),
    secondary_skill: skillId(profile, 'Secondary'),
    years_experience: text(profile?.years_experience),
    hourly_rate: profile?.hourly_rate ?? '',
    availability: text(profile?.availability),
    experience_level: text(profile?.experience_level),
    bio: text(profile?.bio),
    platforms: PLATFORMS.filter((p) => (p === 'otherplatform' ? Boolean(links.otherplatform?.link) : Boolean(links[p]))),
    ...linkFields,
    otherplatform: text(links.otherplatform?.link),
    otherplatform_name: text(links.otherplatform?.name),
    directory_visibility: profile?.directory_visibility ?? DEFAULT_DIRECTORY_VISIBILITY,
  };
}

/** The payload saveProfile expects: trimmed, numbers cast, and links of unchecked platforms dropped. */
export const toProfileInput = async (values: ProfileFormValues): Promise<ProfileInput> =>
  (await profileSchema.cast(values, { stripUnknown: true })) as ProfileInput;
