import { sql, type Kysely, type Transaction } from 'kysely';
import { paged, Refusal, type Database, type PageQuery } from '../../../../../server/src/kit.js';
import type { Promotion, PromotionClaim, PromotionClaimant, StaffPromotion } from '../shapes.js';
import type { CodeKind, PromotionsTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

type PromotionRow = Pick<PromotionsTable, 'company_name' | 'company_logo' | 'title' | 'description' | 'terms' | 'organizer'> & { id: number; free: boolean };

const promotionOf = (row: PromotionRow): Promotion => ({
  id: Number(row.id),
  title: row.title,
  description: row.description,
  company_name: row.company_name,
  company_logo: row.company_logo,
  organizer: row.organizer,
  free: row.free,
  terms: row.terms,
});

const memberColumns = ['id', 'company_name', 'company_logo', 'title', 'description', 'terms', 'organizer', 'free'] as const;

/** The open promotions members see: published and not closed. */
const memberVisible = (db: Db) => db.selectFrom('promotions').where('closed_at', 'is', null).where('published', '=', true);

/** The open promotions, newest first. */
export async function listPromotions(db: Db): Promise<Promotion[]> {
  const rows = await memberVisible(db).select(memberColumns).orderBy('id', 'desc').execute();
  return rows.map(promotionOf);
}

/** One open promotion, as members see it. */
export async function findPromotion(db: Db, id: number): Promise<Promotion | undefined> {
  const row = await memberVisible(db).select(memberColumns).where('id', '=', id).executeTakeFirst();
  return row && promotionOf(row);
}

/** A promotion as members' page shows it, draft or not, and whether members see it now (the staff's preview). */
export async function findPromotionPreview(db: Db, id: number) {
  const row = await db.selectFrom('promotions').select([...memberColumns, 'published']).where('id', '=', id).executeTakeFirst();
  return row && { ...promotionOf(row), published: row.published };
}

export type ClaimResult = PromotionClaim | 'missing' | 'exhausted';

export const NO_CODES_LEFT = 'All codes for this promotion have been claimed. Please check back later.';

/**
 * The member's code for an open promotion: the one they were given before, else the shared code, else the next
 * free code of the pool. The claim row is written first, so a member's second request at the same moment waits for
 * the first and then reads its code. Pool codes are taken with `for update skip locked`: two members claiming at
 * once never take the same row, and an empty pool rolls the claim back.
 */
export async function claimCode(trx: Transaction<Database>, promotionId: number, userId: number): Promise<ClaimResult> {
  const promotion = await trx
    .selectFrom('promotions')
    .select(['id', 'code_kind', 'shared_code', 'company_link'])
    .where('id', '=', promotionId)
    .where('closed_at', 'is', null)
    .where('published', '=', true)
    .forShare()
    .executeTakeFirst();
  if (!promotion) return 'missing';
  const claimed = (code: string): PromotionClaim => ({ discount_link: promotion.company_link, discount_code: code });
  // Every member's code, when the promotion has one (the table's check: a shared promotion always does).
  const shared = promotion.code_kind === 'shared' ? promotion.shared_code : null;

  const fresh = await trx.insertInto('promotion_claims').values({ promotion_id: promotionId, user_id: userId }).onConflict((oc) => oc.doNothing()).returning('user_id').executeTakeFirst();
  if (!fresh) {
    const before = await trx
      .selectFrom('promotion_claims as c')
      .leftJoin('promotion_codes as pc', 'pc.id', 'c.code_id')
      .select('pc.code')
      .where('c.promotion_id', '=', promotionId)
      .where('c.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (before.code) return claimed(before.code);
  }
  if (shared) return claimed(shared);

  const taken = await sql<{ id: number; code: string }>`
    update promotion_codes set claimed_by = ${userId}, claimed_at = now()
    where id = (
      select id from promotion_codes
      where promotion_id = ${promotionId} and claimed_at is null
      order by id limit 1
      for update skip locked
    )
    returning id, code`.execute(trx);
  const code = taken.rows[0];
  if (!code) return 'exhausted';
  await trx.updateTable('promotion_claims').set({ code_id: code.id }).where('promotion_id', '=', promotionId).where('user_id', '=', userId).execute();
  return claimed(code.code);
}

/**
 * A member claims a promotion's code in a transaction of its own: an empty pool keeps no claim (it is rolled back and
 * refused). Answers the code, or 'missing' when no open promotion has this id.
 */
export function claimPromotion(db: Kysely<Database>, promotionId: number, userId: number) {
  return db.transaction().execute(async (trx) => {
    const claimed = await claimCode(trx, promotionId, userId);
    if (claimed === 'exhausted') throw new Refusal('conflicting', NO_CODES_LEFT);
    return claimed;
  });
}

// ---- Staff ------------------------------------------------------------------------------------

function staffPromotions(db: Db) {
  return db
    .selectFrom('promotions as p')
    .select([
      'p.id',
      'p.company_name',
      'p.company_logo',
      'p.company_link',
      'p.title',
      'p.description',
      'p.terms',
      'p.organizer',
      'p.free',
      'p.code_kind',
      'p.shared_code',
      'p.closed_at',
      'p.published',
      'p.created_at',
      (eb) => eb.selectFrom('promotion_codes as pc').select(sql<string>`count(*)`.as('n')).whereRef('pc.promotion_id', '=', 'p.id').as('codes'),
      (eb) => eb.selectFrom('promotion_claims as c').select(sql<string>`count(*)`.as('n')).whereRef('c.promotion_id', '=', 'p.id').as('claimed'),
    ]);
}

type StaffRow = PromotionRow & { company_link: string; code_kind: CodeKind; shared_code: string | null; closed_at: Date | null; published: boolean; created_at: Date; codes: string | null; claimed: string | null };

const staffPromotionOf = (row: StaffRow): StaffPromotion => ({
  ...promotionOf(row),
  company_link: row.company_link,
  code_kind: row.code_kind,
  shared_code: row.shared_code,
  closed_at: row.closed_at?.toISOString() ?? null,
  published: row.published,
  codes: Number(row.codes ?? 0),
  claimed: Number(row.claimed ?? 0),
  created_at: row.created_at.toISOString(),
});

export async function findStaffPromotion(db: Db, id: number): Promise<StaffPromotion | undefined> {
  const row = await staffPromotions(db).where('p.id', '=', id).executeTakeFirst();
  return row && staffPromotionOf(row);
}

export const listStaffPromotions = (db: Db, page: PageQuery) =>
  paged<StaffPromotion>(
    page,
    async () => Number((await db.selectFrom('promotions').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await staffPromotions(db).orderBy('p.id', 'desc').limit(limit).offset(offset).execute()).map(staffPromotionOf),
  );

export const lockPromotion = (trx: Transaction<Database>, id: number) =>
  trx.selectFrom('promotions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export interface PromotionFields {
  company_name: string;
  company_logo: string | null;
  company_link: string;
  title: string;
  description: string;
  terms: string;
  organizer: string | null;
  free: boolean;
  code_kind: CodeKind;
  shared_code: string | null;
}

/** A new promotion; published unless `published` says otherwise (staff's new ones are drafts). */
export async function insertPromotion(db: Db, fields: PromotionFields & { logo_width?: number | null; logo_height?: number | null; published?: boolean }) {
  const { id } = await db.insertInto('promotions').values(fields).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

export const updatePromotionRow = (trx: Transaction<Database>, id: number, fields: PromotionFields) =>
  trx.updateTable('promotions').set({ ...fields, updated_at: new Date() }).where('id', '=', id).execute();

/** Adds codes to the pool; a code already in it is skipped. Answers how many were added. */
export async function addCodes(trx: Transaction<Database>, promotionId: number, codes: string[]) {
  let added = 0;
  for (let i = 0; i < codes.length; i += 500) {
    const rows = await trx
      .insertInto('promotion_codes')
      .values(codes.slice(i, i + 500).map((code) => ({ promotion_id: promotionId, code })))
      .onConflict((oc) => oc.columns(['promotion_id', 'code']).doNothing())
      .returning('id')
      .execute();
    added += rows.length;
  }
  return added;
}

export const setPromotionPublished = (trx: Transaction<Database>, id: number, published: boolean) => trx.updateTable('promotions').set({ published, updated_at: new Date() }).where('id', '=', id).execute();

export const closePromotionRow = (trx: Transaction<Database>, id: number) => trx.updateTable('promotions').set({ closed_at: new Date(), updated_at: new Date() }).where('id', '=', id).execute();

/** Who claimed the promotion's codes, newest first. */
export const listClaimants = (db: Db, promotionId: number, page: PageQuery) =>
  paged<PromotionClaimant>(
    page,
    async () => Number((await db.selectFrom('promotion_claims').where('promotion_id', '=', promotionId).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => {
      const rows = await db
        .selectFrom('promotion_claims as c')
        .innerJoin('promotions as p', 'p.id', 'c.promotion_id')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .leftJoin('promotion_codes as pc', 'pc.id', 'c.code_id')
        .select(['u.member_id', 'u.name', 'pc.code', 'p.shared_code', 'c.created_at'])
        .where('c.promotion_id', '=', promotionId)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.user_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ member_id: r.member_id, name: r.name, code: r.code ?? r.shared_code ?? '', claimed_at: r.created_at.toISOString() }));
    },
  );
