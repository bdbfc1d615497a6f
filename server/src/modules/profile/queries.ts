import type { Kysely } from 'kysely';
import type { Profile } from '../../../../shared-api/src/types.js';
import type { Database } from '../../db/schema.js';
import { skillsOfUser } from '../skills/queries.js';

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
