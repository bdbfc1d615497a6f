import { sql, type Kysely, type Transaction } from 'kysely';
import { PROVINCES } from '../../../../shared-api/src/enums.js';
import { newSecret, newStorageKey, sha256 } from '../../lib/crypto.js';
import { syncDirectoryEntries } from '../../../../mfe-network/src/features/directory/server/queries.js';
import { insertUser } from '../../modules/users/queries.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Storage } from '../../plugins/storage.js';
import type { Database } from '../schema.js';
import { placeholderPortrait } from './avatar.js';
import { citiesByProvince } from './cities.js';
import { generatedDemoMembers } from './generated-members.js';
import { seedEvents } from './events.js';
import { seedLearning } from './learning.js';
import { seedMemberships } from './memberships.js';
import { seedIssues } from './issues.js';
import { seedBankLeads, seedPromotions } from './promotions.js';
import { seedContent } from './content/seed-content.js';
import { DEMO_PASSWORD, demoMembers, type DemoMember } from './members.js';
import { skillTaxonomy } from './skills.js';

/** Enough members beside the hand-written six for the directory to have several pages, some hidden. */
export const GENERATED_DEMO_MEMBERS = 42;

/** Fills a fresh database (no skills yet) with the taxonomy, the cities, the demo members and the public content; otherwise does nothing. */
export async function seedIfFresh(db: Kysely<Database>, storage: Storage, { demo = true } = {}): Promise<false | 'reference' | 'demo'> {
  return db.transaction().execute(async (trx) => {
    // One seeder at a time, even with several instances starting against one PostgreSQL.
    await sql`lock table skills in exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('skills').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await seedSkills(trx);
    await seedCities(trx);
    // A live site starts with what every form needs (the skills, the cities) and nobody: no account with a published
    // password, no made-up member, post or order.
    if (!demo) return 'reference';
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    // The generated members first: the directory shows the newest listed first, so the hand-written ones lead it.
    for (const member of generatedDemoMembers(GENERATED_DEMO_MEMBERS)) await seedMember(trx, storage, member, passwordHash);
    for (const member of demoMembers) await seedMember(trx, storage, member, passwordHash);
    await syncDirectoryEntries(trx);
    await seedContent(trx, storage);
    await seedIssues(trx);
    await seedPromotions(trx, storage);
    await seedBankLeads(trx);
    await seedEvents(trx, storage);
    await seedMemberships(trx);
    await seedLearning(trx, storage);
    return 'demo';
  });
}

async function seedSkills(trx: Transaction<Database>) {
  for (const [primary, secondaries] of Object.entries(skillTaxonomy)) {
    const { id } = await trx.insertInto('skills').values({ name: primary, parent_id: null }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('skills')
      .values(secondaries.map((name) => ({ name, parent_id: id })))
      .execute();
  }
}

async function seedCities(trx: Transaction<Database>) {
  const known = new Set<string>(PROVINCES);
  const rows = Object.entries(citiesByProvince).flatMap(([province, names]) => {
    if (!known.has(province) && province !== 'Islamabad Capital Territory') throw new Error(`Unknown province ${province}`);
    return names.map((name) => ({ name, province }));
  });
  await trx.insertInto('cities').values(rows).execute();
}

async function skillId(trx: Transaction<Database>, name: string, parentId: number | null) {
  const query = trx.selectFrom('skills').select('id').where('name', '=', name);
  const row = await (parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId)).executeTakeFirstOrThrow();
  return row.id;
}

async function seedMember(trx: Transaction<Database>, storage: Storage, member: DemoMember, passwordHash: string) {
  const user = {
    id: await insertUser(trx, { ...member, passwordHash, role: member.role ?? 'member', unsubscribeTokenHash: sha256(newSecret()) }),
  };

  const avatar = newStorageKey('png');
  const image = placeholderPortrait(...member.colors);
  await storage.put(avatar, image, 'image/png');
  await trx.insertInto('uploads').values({ name: avatar, user_id: user.id, mime: 'image/png', bytes: image.length, attached_at: new Date() }).execute();

  await trx
    .insertInto('profiles')
    .values({
      user_id: user.id,
      ...member.profile,
      avatar,
      country: 'Pakistan',
      profile_links: JSON.stringify(member.links),
      is_profile_completed: true,
      directory_visibility: member.visibility,
    })
    .execute();

  const primary = await skillId(trx, member.primarySkill, null);
  const secondary = await skillId(trx, member.secondarySkill, primary);
  await trx
    .insertInto('user_skills')
    .values([
      { user_id: user.id, skill_id: primary, type: 'Primary' },
      { user_id: user.id, skill_id: secondary, type: 'Secondary' },
    ])
    .execute();
}
