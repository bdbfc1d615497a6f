// Staff keep the board, the partners, the highlight videos and the home page's figures. Each record is a draft,
// scheduled or published (publishing.ts) and has its place in its list (sort_order): a new record goes last, and staff
// put a whole list in order at once. Portraits, logos and thumbnails are the saving staff member's uploads, attached to
// the record; a picture the record no longer shows is let go.
import { sql, type Kysely, type Transaction } from 'kysely';
import { attachUpload, detachUpload, imageSize, invalidField, iso, publishState, Refusal, visibleNow, type Database, type Snapshot, type Storage } from '../../../../../server/src/kit.js';
import type { DirectorInput, HighlightInput, HomeFigureInput, PartnerInput } from '../staff-validation.js';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/** The ordered kinds' tables. */
export type OrderedTable = 'directors' | 'partners' | 'highlights' | 'home_figures';

const PICTURE_AGAIN = 'Please upload the picture again: it is not yours or no longer exists.';

interface Publishable {
  id: number;
  status: 'draft' | 'published';
  publish_at: Date | null;
}

/** A row as staff see it: its number and its state. */
const staffOf =
  (now: Date) =>
  <R extends Publishable>(row: R) => ({ ...row, id: Number(row.id), status: publishState(row, now) });

const publishingSnapshot = (row: { status: string; publish_at: Date | null; sort_order: number }) => ({ status: row.status, publish_at: iso(row.publish_at), sort_order: row.sort_order });

/**
 * Takes `next` as the record's picture (`field` names it in the form's errors): a new picture must be the actor's
 * upload; the one it replaces is let go. Answers the new picture's size, or undefined when it did not change.
 */
async function takePicture(trx: Trx, storage: Storage, actorId: number, field: string, before: string | null | undefined, next: string | null) {
  if (next === (before ?? null)) return undefined;
  if (next && !(await attachUpload(trx, next, actorId))) throw invalidField(field, PICTURE_AGAIN);
  if (before) await detachUpload(trx, before);
  return next ? await imageSize(storage, next, { width: 400, height: 400 }) : null;
}

/** The place after the last record of the list (partners: of one kind). */
async function lastPlace(db: Db, table: OrderedTable, corporate?: boolean) {
  const { rows } = await sql<{ next: number }>`
    select coalesce(max(sort_order) + 1, 0)::int as next from ${sql.table(table)}
    ${corporate === undefined ? sql`` : sql`where is_corporate = ${corporate}`}`.execute(db);
  return rows[0].next;
}

const LIST_CHANGED = 'The list has changed since you opened it: reload the page and put it in order again.';

/**
 * Puts the list in the given order: `ids` must be every record of the list, each once (partners: every partner of one
 * kind). The rows are held while they move, so two staff ordering at once end with one order. Answers the ids in
 * their old order, then the new, for the audit log.
 */
export async function putInOrder(trx: Trx, table: OrderedTable, ids: number[]) {
  let scope = sql``;
  if (table === 'partners') {
    const first = await trx.selectFrom('partners').select('is_corporate').where('id', '=', ids[0]).executeTakeFirst();
    if (!first) throw new Refusal('conflicting', LIST_CHANGED);
    scope = sql`where is_corporate = ${first.is_corporate}`;
  }
  const { rows } = await sql<{ id: string | number }>`select id from ${sql.table(table)} ${scope} order by sort_order, id for update`.execute(trx);
  const before = rows.map((r) => Number(r.id));
  const wanted = new Set(ids);
  if (before.length !== ids.length || !before.every((id) => wanted.has(id))) throw new Refusal('conflicting', LIST_CHANGED);
  for (const [place, id] of ids.entries()) {
    await sql`update ${sql.table(table)} set sort_order = ${place} where id = ${id} and sort_order is distinct from ${place}`.execute(trx);
  }
  return { before, after: ids };
}

// ---- The board --------------------------------------------------------------------------------------------------

const directorColumns = ['id', 'name', 'position', 'bio', 'image', 'image_width', 'image_height', 'linkedin', 'sort_order', 'status', 'publish_at', 'created_at', 'updated_at'] as const;

export const listStaffDirectors = async (db: Db, now: Date) =>
  (await db.selectFrom('directors').select(directorColumns).orderBy('sort_order').orderBy('id').execute()).map(staffOf(now));

export async function findStaffDirector(db: Db, id: number, now: Date) {
  const row = await db.selectFrom('directors').select(directorColumns).where('id', '=', id).executeTakeFirst();
  return row && staffOf(now)(row);
}

export async function directorSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await db.selectFrom('directors').select(['name', 'position', 'bio', 'image', 'linkedin', 'sort_order', 'status', 'publish_at']).where('id', '=', id).executeTakeFirst();
  return row && { ...row, ...publishingSnapshot(row) };
}

/** Creates (id undefined) or saves a board member; a new one is a draft at the end of the board. Answers its id. */
export async function saveDirector(trx: Trx, storage: Storage, actorId: number, input: DirectorInput, id?: number) {
  const before = id ? await trx.selectFrom('directors').select('image').where('id', '=', id).executeTakeFirstOrThrow() : undefined;
  const size = await takePicture(trx, storage, actorId, 'image', before?.image, input.image ?? null);
  const fields = {
    name: input.name,
    position: input.position,
    bio: input.bio,
    linkedin: input.linkedin || null,
    ...(size === undefined ? {} : { image: input.image ?? null, image_width: size?.width ?? null, image_height: size?.height ?? null }),
  };
  if (id) {
    await trx.updateTable('directors').set({ ...fields, updated_at: new Date() }).where('id', '=', id).execute();
    return id;
  }
  const row = await trx
    .insertInto('directors')
    .values({ image: null, image_width: null, image_height: null, ...fields, sort_order: await lastPlace(trx, 'directors'), status: 'draft' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The board as visitors will see it once this member is published: the published board with them in their place. */
export const directorPreview = (db: Db, id: number, now: Date) =>
  db
    .selectFrom('directors')
    .select(['id', 'name', 'position', 'bio', 'image', 'image_width', 'image_height', 'linkedin'])
    .where((eb) => eb.or([visibleNow('directors', now), eb('id', '=', id)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

// ---- Partners ---------------------------------------------------------------------------------------------------

const partnerRows = (db: Db) =>
  db
    .selectFrom('partners')
    .select(['id', 'name', 'logo', 'logo_width', 'logo_height', 'website', 'is_corporate as corporate', 'sort_order', 'status', 'publish_at', 'created_at', 'updated_at']);

/** Corporate partners first, then the others, each kind in its order. */
export const listStaffPartners = async (db: Db, now: Date) =>
  (await partnerRows(db).orderBy('is_corporate', 'desc').orderBy('sort_order').orderBy('id').execute()).map(staffOf(now));

export async function findStaffPartner(db: Db, id: number, now: Date) {
  const row = await partnerRows(db).where('id', '=', id).executeTakeFirst();
  return row && staffOf(now)(row);
}

export async function partnerSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await db.selectFrom('partners').select(['name', 'logo', 'website', 'is_corporate', 'sort_order', 'status', 'publish_at']).where('id', '=', id).executeTakeFirst();
  return row && { ...row, ...publishingSnapshot(row) };
}

/** Creates or saves a partner; a new one, or one moved to the other kind, goes last in its kind's list. */
export async function savePartner(trx: Trx, storage: Storage, actorId: number, input: PartnerInput, id?: number) {
  const before = id ? await trx.selectFrom('partners').select(['logo', 'is_corporate']).where('id', '=', id).executeTakeFirstOrThrow() : undefined;
  const size = await takePicture(trx, storage, actorId, 'logo', before?.logo, input.logo);
  const fields = {
    name: input.name,
    website: input.website || null,
    is_corporate: input.corporate,
    ...(size ? { logo: input.logo, logo_width: size.width, logo_height: size.height } : {}),
    ...(before?.is_corporate === input.corporate ? {} : { sort_order: await lastPlace(trx, 'partners', input.corporate) }),
  };
  if (id) {
    await trx.updateTable('partners').set({ ...fields, updated_at: new Date() }).where('id', '=', id).execute();
    return id;
  }
  const row = await trx
    .insertInto('partners')
    .values({ ...fields, logo: input.logo, logo_width: size!.width, logo_height: size!.height, status: 'draft' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The partners of its kind as visitors will see them once this one is published. */
export async function partnerPreview(db: Db, id: number, now: Date) {
  const own = await db.selectFrom('partners').select('is_corporate').where('id', '=', id).executeTakeFirst();
  if (!own) return undefined;
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'logo', 'logo_width', 'logo_height', 'website'])
    .where('is_corporate', '=', own.is_corporate)
    .where((eb) => eb.or([visibleNow('partners', now), eb('id', '=', id)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

// ---- Highlights -------------------------------------------------------------------------------------------------

const highlightColumns = ['id', 'name', 'position', 'organisation', 'video_url', 'thumbnail', 'thumbnail_width', 'thumbnail_height', 'sort_order', 'status', 'publish_at', 'created_at', 'updated_at'] as const;

export const listStaffHighlights = async (db: Db, now: Date) =>
  (await db.selectFrom('highlights').select(highlightColumns).orderBy('sort_order').orderBy('id').execute()).map(staffOf(now));

export async function findStaffHighlight(db: Db, id: number, now: Date) {
  const row = await db.selectFrom('highlights').select(highlightColumns).where('id', '=', id).executeTakeFirst();
  return row && staffOf(now)(row);
}

export async function highlightSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await db.selectFrom('highlights').select(['name', 'position', 'organisation', 'video_url', 'thumbnail', 'sort_order', 'status', 'publish_at']).where('id', '=', id).executeTakeFirst();
  return row && { ...row, ...publishingSnapshot(row) };
}

export async function saveHighlight(trx: Trx, storage: Storage, actorId: number, input: HighlightInput, id?: number) {
  const before = id ? await trx.selectFrom('highlights').select('thumbnail').where('id', '=', id).executeTakeFirstOrThrow() : undefined;
  const size = await takePicture(trx, storage, actorId, 'thumbnail', before?.thumbnail, input.thumbnail);
  const fields = {
    name: input.name,
    position: input.position,
    organisation: input.organisation,
    video_url: input.video_url,
    ...(size ? { thumbnail: input.thumbnail, thumbnail_width: size.width, thumbnail_height: size.height } : {}),
  };
  if (id) {
    await trx.updateTable('highlights').set({ ...fields, updated_at: new Date() }).where('id', '=', id).execute();
    return id;
  }
  const row = await trx
    .insertInto('highlights')
    .values({ ...fields, thumbnail: input.thumbnail, thumbnail_width: size!.width, thumbnail_height: size!.height, sort_order: await lastPlace(trx, 'highlights'), status: 'draft' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const highlightPreview = (db: Db, id: number, now: Date) =>
  db
    .selectFrom('highlights')
    .select(['id', 'name', 'position', 'organisation', 'video_url', 'thumbnail', 'thumbnail_width', 'thumbnail_height'])
    .where((eb) => eb.or([visibleNow('highlights', now), eb('id', '=', id)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

// ---- The home page's figures --------------------------------------------------------------------------------------

const figureColumns = ['id', 'value', 'label', 'sort_order', 'status', 'publish_at', 'created_at', 'updated_at'] as const;

export const listStaffHomeFigures = async (db: Db, now: Date) =>
  (await db.selectFrom('home_figures').select(figureColumns).orderBy('sort_order').orderBy('id').execute()).map(staffOf(now));

export async function findStaffHomeFigure(db: Db, id: number, now: Date) {
  const row = await db.selectFrom('home_figures').select(figureColumns).where('id', '=', id).executeTakeFirst();
  return row && staffOf(now)(row);
}

export async function homeFigureSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await db.selectFrom('home_figures').select(['value', 'label', 'sort_order', 'status', 'publish_at']).where('id', '=', id).executeTakeFirst();
  return row && { ...row, ...publishingSnapshot(row) };
}

export async function saveHomeFigure(trx: Trx, input: HomeFigureInput, id?: number) {
  const fields = { value: input.value, label: input.label };
  if (id) {
    await trx.updateTable('home_figures').set({ ...fields, updated_at: new Date() }).where('id', '=', id).execute();
    return id;
  }
  const row = await trx
    .insertInto('home_figures')
    .values({ ...fields, sort_order: await lastPlace(trx, 'home_figures'), status: 'draft' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const homeFigurePreview = (db: Db, id: number, now: Date) =>
  db
    .selectFrom('home_figures')
    .select(['id', 'value', 'label'])
    .where((eb) => eb.or([visibleNow('home_figures', now), eb('id', '=', id)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
