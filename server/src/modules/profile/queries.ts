import type { Kysely, Transaction } from 'kysely';
import type { ProfileInput } from '../../../../shared-api/src/validation.js';
import type { Profile, ProfileLinks } from '../../../../shared-api/src/types.js';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../lib/domain-errors.js';
import { syncDirectoryEntry } from '../../../../mfe-network/src/features/directory/server/queries.js';
import { skillsOfUser } from '../skills/queries.js';
import { attachUpload } from '../uploads/queries.js';

type Db = Kysely<Database>;

export async function loadProfile(db: Db, userId: number): Promise<Profile> {
  const row = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.member_id', 'users.membership_id', 'users.name', 'users.email', 'users.phone', 'users.role_name'])
    .selectAll('profiles')
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const skills = await skillsOfUser(db, userId);
  const { user_id: _userId, updated_at: _updatedAt, profile_links, ...fields } = row;
  return {
    ...fields,
    profile_links,
    skills,
    primary_skill: skills.find((s) => s.type === 'Primary')?.id ?? null,
    secondary_skill: skills.find((s) => s.type === 'Secondary')?.id ?? null,
  };
}

export async function isProfileCompleted(db: Db, userId: number) {
  const row = await db.selectFrom('profiles').select('is_profile_completed').where('user_id', '=', userId).executeTakeFirst();
  return row?.is_profile_completed ?? false;
}

/** The checked platforms with their links, as stored in profile_links. */
export function linksOf(input: ProfileInput): ProfileLinks {
  const links: ProfileLinks = {};
  for (const platform of input.platforms ?? []) {
    if (platform === 'otherplatform') {
      links.otherplatform = { name: input.otherplatform_name ?? '', link: input.otherplatform ?? '' };
    } else {
      const link = input[platform];
      if (link) links[platform] = link;
    }
  }
  return links;
}

const SECONDARY_SKILL = 'Please select your secondary skill';

/**
 * Saves the whole profile form in the caller's transaction: account fields, profile fields, links and skills, and
 * the directory's entry. Answers the picture the profile had before.
 */
export async function saveProfile(trx: Transaction<Database>, userId: number, input: ProfileInput) {
  // The rules require a secondary skill once a primary one is given, and the primary one always is.
  const secondarySkill = input.secondary_skill;
  if (secondarySkill === undefined) throw new Refusal('invalid', SECONDARY_SKILL, { secondary_skill: SECONDARY_SKILL });
  const before = await trx.selectFrom('profiles').select('avatar').where('user_id', '=', userId).forUpdate().executeTakeFirst();
  const account = { ...(input.name ? { name: input.name } : {}), ...(input.phone ? { phone: input.phone } : {}) };
  if (Object.keys(account).length) await trx.updateTable('users').set({ ...account, updated_at: new Date() }).where('id', '=', userId).execute();
  await trx
    .updateTable('profiles')
    .set({
      avatar: input.avatar,
      organisation: input.organisation || null,
      designation: input.designation || null,
      gender: input.gender,
      city: input.city,
      state: input.state,
      country: input.country,
      birthdate: input.birthdate,
      degree: input.degree,
      field_of_study: input.field_of_study,
      institute: input.institute,
      title: input.title,
      website: input.website || null,
      linkedin: input.linkedin,
      years_experience: input.years_experience,
      // Money is whole rupees.
      hourly_rate: Math.round(input.hourly_rate),
      availability: input.availability,
      experience_level: input.experience_level,
      bio: input.bio,
      profile_links: JSON.stringify(linksOf(input)),
      is_profile_completed: true,
      ...(input.directory_visibility ? { directory_visibility: input.directory_visibility } : {}),
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
  await trx.deleteFrom('user_skills').where('user_id', '=', userId).execute();
  await trx
    .insertInto('user_skills')
    .values([
      { user_id: userId, skill_id: input.primary_skill, type: 'Primary' },
      { user_id: userId, skill_id: secondarySkill, type: 'Secondary' },
    ])
    .execute();
  await syncDirectoryEntry(trx, userId);
  return before?.avatar ?? null;
}

export const PICTURE_AGAIN = 'Please upload your picture again.';

/**
 * Saves the profile form and takes its picture, together or not at all: taken in the same transaction, a picture
 * removed a moment ago (a day unattached) refuses the save. The picture it replaces is let go (`letGo`, in the same
 * transaction).
 */
export function saveProfileWithPicture(db: Db, userId: number, input: ProfileInput, letGo: (trx: Transaction<Database>, picture: string) => Promise<unknown>) {
  return db.transaction().execute(async (trx) => {
    const previous = await saveProfile(trx, userId, input);
    if (!(await attachUpload(trx, input.avatar, userId))) throw new Refusal('invalid', PICTURE_AGAIN, { avatar: PICTURE_AGAIN });
    if (previous && previous !== input.avatar) await letGo(trx, previous);
  });
}
