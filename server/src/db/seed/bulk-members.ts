// Many realistic members at once, for load tests of the directory: a thousand accounts, profiles and skills per
// statement, each batch in one transaction with its directory entries. They share a few portraits and cannot sign
// in (their password is random and never kept).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newSecret, newStorageKey } from '../../lib/crypto.js';
import { hashPassword } from '../../lib/passwords.js';
import { syncDirectoryEntries } from '../../../../mfe-network/src/features/directory/server/queries.js';
import { insertUsers } from '../../modules/users/queries.js';
import type { Storage } from '../../plugins/storage.js';
import type { Database } from '../schema.js';
import { placeholderPortrait } from './avatar.js';
import { generateMember, PORTRAIT_COLORS, randomFrom } from './generated-members.js';

export interface BulkSeedResult {
  added: number;
  ms: number;
}

async function storePortraits(db: Kysely<Database>, storage: Storage) {
  const keys: string[] = [];
  for (const [background, figure] of PORTRAIT_COLORS) {
    const key = newStorageKey('png');
    const image = placeholderPortrait(background, figure);
    await storage.put(key, image, 'image/png');
    await db.insertInto('uploads').values({ name: key, user_id: null, mime: 'image/png', bytes: image.length, attached_at: new Date() }).execute();
    keys.push(key);
  }
  return keys;
}

/** Adds `count` members with complete profiles, `batchSize` per transaction; `onBatch` hears the running total. */
export async function seedBulkMembers(
  db: Kysely<Database>,
  storage: Storage,
  count: number,
  { batchSize = 1000, seed = Date.now(), onBatch }: { batchSize?: number; seed?: number; onBatch?: (added: number) => void } = {},
): Promise<BulkSeedResult> {
  const started = performance.now();
  const skills = await db.selectFrom('skills').select(['id', 'name', 'parent_id']).execute();
  const primaryId = new Map(skills.filter((s) => s.parent_id === null).map((s) => [s.name, s.id]));
  const secondaryId = new Map(skills.filter((s) => s.parent_id !== null).map((s) => [`${s.parent_id}/${s.name}`, s.id]));
  if (!primaryId.size) throw new Error('The database has no skills yet: start the server once (or run the seed) first.');
  const portraits = await storePortraits(db, storage);
  const passwordHash = await hashPassword(newSecret());
  const random = randomFrom(seed);
  // Apart from every other run's addresses.
  const tag = randomBytes(3).toString('hex');
  let added = 0;
  let index = 0;
  while (added < count) {
    const members = Array.from({ length: Math.min(batchSize, count - added) }, () => generateMember(random, ++index, tag));
    added += await db.transaction().execute(async (trx) => {
      const inserted = await insertUsers(
        trx,
        members.map((m) => ({ name: m.name, email: m.email, phone: m.phone, passwordHash, unsubscribeTokenHash: null })),
      );
      const idOf = new Map(inserted.map((row) => [row.email, row.id]));
      const rows = members.filter((m) => idOf.has(m.email)).map((m) => ({ member: m, userId: idOf.get(m.email)! }));
      if (!rows.length) return 0;
      await trx
        .insertInto('profiles')
        .values(
          rows.map(({ member, userId }, i) => ({
            user_id: userId,
            ...member.profile,
            avatar: portraits[(index + i) % portraits.length],
            country: 'Pakistan',
            profile_links: JSON.stringify(member.links),
            is_profile_completed: true,
            directory_visibility: member.visibility,
          })),
        )
        .execute();
      await trx
        .insertInto('user_skills')
        .values(
          rows.flatMap(({ member, userId }) => {
            const primary = primaryId.get(member.primarySkill)!;
            return [
              { user_id: userId, skill_id: primary, type: 'Primary' as const },
              { user_id: userId, skill_id: secondaryId.get(`${primary}/${member.secondarySkill}`)!, type: 'Secondary' as const },
            ];
          }),
        )
        .execute();
      await syncDirectoryEntries(
        trx,
        rows.map((r) => r.userId),
      );
      return rows.length;
    });
    onBatch?.(added);
  }
  return { added, ms: performance.now() - started };
}
