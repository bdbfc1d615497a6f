// The profile form's write: every field, link and skill of the member's profile and the directory's entry, saved with
// its picture in one transaction. Reading the profile is the profile module's (server/src/modules/profile), since the
// shell and three remotes read it.
import type { Kysely, Transaction } from 'kysely';
import { attachUpload, Refusal, syncDirectoryEntry, type Database } from '../../../../../server/src/kit.js';
import type { ProfileLinks } from '../../../../../shared-api/src/types.js';
import type { ProfileInput } from '../../../../../shared-api/src/validation.js';

type Db = Kysely<Database>;

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
