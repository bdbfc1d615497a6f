// What every kind of content staff publish shares, blog posts first (decision 023): a record is a draft or published;
// a published record whose publish_at is still to come is scheduled (no stored third state, no job). Visitors see
// `status = 'published' and publish_at <= now`, with the app clock. A publishable table has the columns of migration
// 024: status ('draft' | 'published'), publish_at, first_published_at (when visitors first saw it) and updated_at.
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { PUBLISH_AT_MISSING, scheduleRefusal, type PublishOnSave, type PublishState } from '../../../../shared-api/src/validation/publishing.js';
import type { Database } from '../../db/schema.js';
import type { PageQuery } from '../../http/paging.js';
import { ok } from '../../http/envelope.js';
import { invalidField, Refusal } from '../../lib/domain-errors.js';
import { firstFreeSlug, slugOf } from '../../lib/slugs.js';
import { auditChange, staffChange, type Audit, type Snapshot } from '../../lib/audit.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The tables whose records staff publish. */
export type PublishableTable = {
  [T in keyof Database]: Database[T] extends { publish_at: Date | null; first_published_at: Date | null } ? T : never;
}[keyof Database];

/** A record's state as staff see it: a published record whose time is still to come is scheduled. */
export const publishState = (row: { status: 'draft' | 'published'; publish_at: Date | null }, now: Date): PublishState =>
  row.status === 'draft' ? 'draft' : row.publish_at && row.publish_at.getTime() > now.getTime() ? 'scheduled' : 'published';

/** `table` may be an alias: the condition names `<table>.status` and `<table>.publish_at`. */
const columns = (table: string) => ({ status: sql.ref(`${table}.status`), publishAt: sql.ref(`${table}.publish_at`) });

/** What visitors see, for `.where(...)`: published, and its time has come. */
export const visibleNow = (table: string, now: Date): Expression<SqlBool> => {
  const { status, publishAt } = columns(table);
  return sql<SqlBool>`(${status} = 'published' and ${publishAt} <= ${now})`;
};

/** A staff list's state filter, for `.where(...)`; '' (every state) is always true. */
export const inState = (table: string, state: '' | PublishState, now: Date): Expression<SqlBool> => {
  const { status, publishAt } = columns(table);
  if (state === 'draft') return sql<SqlBool>`(${status} = 'draft')`;
  if (state === 'scheduled') return sql<SqlBool>`(${status} = 'published' and ${publishAt} > ${now})`;
  if (state === 'published') return visibleNow(table, now);
  return sql<SqlBool>`true`;
};

/** A staff list's query: a page, words to search, a state. */
export interface StaffContentQuery extends PageQuery {
  q: string;
  status: '' | PublishState;
}

/** Words of a staff search as a prefix search (`pay:* & abroad:*`), or null when nothing in the text is a word. */
export const wordsQuery = (text: string) => {
  const words = (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 6);
  return words.length ? words.map((w) => `${w.slice(0, 50)}:*`).join(' & ') : null;
};

/** Publishes the record from `at` (now, or a time to come). */
export const publishRecordAt = (trx: Db, table: PublishableTable, id: number, at: Date) =>
  sql`update ${sql.table(table)}
      set status = 'published', publish_at = ${at}, first_published_at = least(first_published_at, ${at}), updated_at = ${new Date()}
      where id = ${id}`.execute(trx);

/** Takes the record back to a draft. One visitors have seen keeps first_published_at (and so its slug); a schedule whose time never came is forgotten. */
export const unpublishRecord = (trx: Db, table: PublishableTable, id: number, now: Date) =>
  sql`update ${sql.table(table)}
      set status = 'draft', publish_at = null, first_published_at = case when first_published_at <= ${now} then first_published_at end, updated_at = ${new Date()}
      where id = ${id}`.execute(trx);

/** Holds the record's row for a change; undefined when there is none. */
export async function lockPublishable(trx: Transaction<Database>, table: PublishableTable, id: number) {
  const { rows } = await sql<{ status: 'draft' | 'published'; publish_at: Date | null; first_published_at: Date | null }>`
    select status, publish_at, first_published_at from ${sql.table(table)} where id = ${id} for update`.execute(trx);
  return rows[0];
}

/** Whether visitors have seen the record: its slug is fixed from then on. */
export const wasPublished = (row: { first_published_at: Date | null } | undefined, now: Date) => Boolean(row?.first_published_at && row.first_published_at <= now);

/**
 * A kind's slug history (blog_slugs): every slug its records have had, the current one too, so an old address still
 * finds its record and no other record takes it. `owner` is the column naming the record (blog_id).
 */
export interface SlugHistory {
  table: string;
  owner: string;
}

/** The title's slug, with -2, -3… when another record of the kind has it or had it. */
export async function uniqueSlug(db: Db, history: SlugHistory, title: string, fallback: string, ownId?: number) {
  const base = slugOf(title, fallback);
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<{ slug: string }>`
    select slug from ${sql.table(history.table)}
    where slug like ${pattern} ${ownId ? sql`and ${sql.ref(history.owner)} != ${ownId}` : sql``}`.execute(db);
  return firstFreeSlug(base, rows.map((r) => r.slug));
}

/** Keeps `slug` in the record's history (once). */
export const keepSlug = (db: Db, history: SlugHistory, slug: string, id: number) =>
  sql`insert into ${sql.table(history.table)} (slug, ${sql.ref(history.owner)}) values (${slug}, ${id}) on conflict (slug) do nothing`.execute(db);

/** The record's earlier slugs (not `current`), in order. */
export async function oldSlugs(db: Db, history: SlugHistory, id: number, current: string) {
  const { rows } = await sql<{ slug: string }>`
    select slug from ${sql.table(history.table)} where ${sql.ref(history.owner)} = ${id} and slug != ${current} order by slug`.execute(db);
  return rows.map((r) => r.slug);
}

/** The words of a kind's publishing answers. */
export interface PublishingWords {
  /** 404: 'This blog post does not exist.' */
  missing: string;
  /** 409 on Publish now: 'This post is already published.' */
  alreadyPublished: string;
  /** 409 on Unpublish: 'This post is already a draft.' */
  alreadyDraft: string;
  published: string;
  scheduled: string;
  unpublished: string;
}

export interface PublishingKind<T> {
  table: PublishableTable;
  /** the audit log's entity; the actions are `<entity>.publish`, `<entity>.schedule` and `<entity>.unpublish` */
  entity: string;
  words: PublishingWords;
  /** the record as the audit log compares it */
  snapshot(db: Db, id: number): Promise<Snapshot | undefined>;
  /** the record as staff's form shows it (the calls' answer); undefined when there is none */
  read(db: Db, id: number, now: Date): Promise<T | undefined>;
}

/** What a save asks to do once the record is saved: publish it at `at` (null: now), checked before anything is written. */
export interface PublishAfterSave {
  at: Date | null;
}

/**
 * A kind's publish and unpublish calls, audited: `publish` answers 422 for a time that has passed and 409 for
 * Publish now on a record visitors already see; `unpublish` answers 409 for a draft. Both answer 404 for no record.
 * `lock`, `saved`, `afterSave` and `publishIn` serve the kind's own create and update.
 */
export function publishing<T>(db: Kysely<Database>, clock: () => Date, kind: PublishingKind<T>) {
  const lock = async (trx: Transaction<Database>, id: number) => {
    const row = await lockPublishable(trx, kind.table, id);
    if (!row) throw new Refusal('missing', kind.words.missing);
    return row;
  };
  const saved = async (trx: Db, id: number) => {
    const record = await kind.read(trx, id, clock());
    if (!record) throw new Refusal('missing', kind.words.missing);
    return record;
  };
  const target = (verb: string, id: number) => ({ action: `${kind.entity}.${verb}`, entity: kind.entity, id });
  const snapshot = (id: number) => (trx: Db) => kind.snapshot(trx, id);
  /** The time a publish asks for (null: now); one that has passed is refused here, before anything is written. */
  const timeOf = (publishAt: string | null | undefined) => {
    if (!publishAt) return null;
    const refusal = scheduleRefusal(publishAt, clock());
    if (refusal) throw invalidField('publish_at', refusal);
    return new Date(publishAt);
  };
  /** Publishes the record now (null) or from `at`, in the change's transaction, audited. */
  const publishIn = async (trx: Transaction<Database>, audit: Audit, id: number, at: Date | null) => {
    const row = await lock(trx, id);
    if (!at && publishState(row, clock()) === 'published') throw new Refusal('conflicting', kind.words.alreadyPublished);
    await auditChange(trx, audit, target(at ? 'schedule' : 'publish', id), snapshot(id), () => publishRecordAt(trx, kind.table, id, at ?? clock()));
  };
  const said = (at: Date | null) => (at ? kind.words.scheduled : kind.words.published);

  return {
    lock,
    saved,
    publishIn,
    said,
    /**
     * What a save's body asks to do once the record is saved (null: nothing more), with its time checked before the
     * save writes anything: a refused schedule saves nothing.
     */
    afterSave(body: PublishOnSave): PublishAfterSave | null {
      if (!body.publish) return null;
      if (body.publish === 'now') return { at: null };
      if (!body.publish_at) throw invalidField('publish_at', PUBLISH_AT_MISSING);
      return { at: timeOf(body.publish_at) };
    },
    /** Publish now (no time) or at `publishAt` (ISO, a time to come). */
    async publish(actorId: number, id: number, publishAt: string | null | undefined) {
      const at = timeOf(publishAt);
      const record = await staffChange(db, actorId, async (trx, audit) => {
        await publishIn(trx, audit, id, at);
        return saved(trx, id);
      });
      return ok(record, said(at));
    },
    /** Back to a draft, hidden from visitors. */
    async unpublish(actorId: number, id: number) {
      const record = await staffChange(db, actorId, async (trx, audit) => {
        const row = await lock(trx, id);
        if (row.status === 'draft') throw new Refusal('conflicting', kind.words.alreadyDraft);
        await auditChange(trx, audit, target('unpublish', id), snapshot(id), () => unpublishRecord(trx, kind.table, id, clock()));
        return saved(trx, id);
      });
      return ok(record, kind.words.unpublished);
    },
  };
}
