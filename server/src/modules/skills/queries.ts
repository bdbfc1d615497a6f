import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export const primarySkills = (db: Db) =>
  db.selectFrom('skills').select(['id', 'name', 'parent_id']).where('parent_id', 'is', null).orderBy('name').execute();

export const secondarySkills = (db: Db, parentId: number) =>
  db.selectFrom('skills').select(['id', 'name', 'parent_id']).where('parent_id', '=', parentId).orderBy('name').execute();

export const findSkill = (db: Db, id: number) =>
  db.selectFrom('skills').select(['id', 'name', 'parent_id']).where('id', '=', id).executeTakeFirst();

/** The member's skills, primary first. */
export const skillsOfUser = (db: Db, userId: number) =>
  db
    .selectFrom('user_skills')
    .innerJoin('skills', 'skills.id', 'user_skills.skill_id')
    .select(['skills.id', 'skills.name', 'user_skills.type'])
    .where('user_skills.user_id', '=', userId)
    .orderBy('user_skills.type')
    .orderBy('skills.name')
    .execute();
