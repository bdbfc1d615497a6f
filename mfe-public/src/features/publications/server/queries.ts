import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import {
  namesMatch,
  paged,
  phoneKeyOf,
  searchTerms,
  startsWith,
  takeSlot,
  visibleNow,
  type Database,
  type FileShownBy,
  type PageQuery,
  type RateRule,
} from '../../../../../server/src/kit.js';
import type { StaffPublicationRequest } from '../shapes.js';
import type { PublicationRequestsTable } from './tables.js';

type Db = Kysely<Database>;

// The report's storage key is never listed: it reaches a visitor only by e-mail, after the request form. A
// publication's date, for visitors, is when it was published.
export const publicColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'name',
  'featured_image',
  'featured_image_width',
  'featured_image_height',
  sql<Date>`coalesce(publish_at, created_at)`.as('created_at'),
] as const;

/** Publications visitors see (and may ask for): published, and their time has come. */
const visible = (db: Db, now: Date) => db.selectFrom('publications').where(visibleNow('publications', now));

export const listPublications = (db: Db, query: PageQuery, now: Date) =>
  paged(
    query,
    async () => Number((await visible(db, now).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    (limit, offset) => visible(db, now).select(publicColumns).orderBy('publish_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );

/** A publication a visitor may ask for: a draft's or a scheduled one's report is nobody's yet. */
export const findPublication = (db: Db, id: number, now: Date) =>
  visible(db, now).select(['id', 'title', 'report', 'report_bytes']).where('id', '=', id).executeTakeFirst();

export interface PublicationLead {
  publicationId: number;
  name: string;
  email: string;
  phone: string;
  organization: string;
  designation: string;
  agreedTo: string;
  ip: string;
  userAgent: string | null;
}

export async function recordRequest(db: Db, lead: PublicationLead) {
  const { id } = await db
    .insertInto('publication_requests')
    .values({
      publication_id: lead.publicationId,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      organization: lead.organization,
      designation: lead.designation,
      agreed_to: lead.agreedTo,
      ip: lead.ip,
      user_agent: lead.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const linkRequestToMail = (db: Db, requestId: number, outboxId: number) =>
  db.updateTable('publication_requests').set({ outbox_id: outboxId }).where('id', '=', requestId).execute();

/**
 * A request for a report, recorded with its count against the address's limit and its mail (`mail` writes it in the
 * transaction and answers its outbox id): all are kept or none. False, having written nothing, when the address has
 * been sent as many reports as the rule allows.
 */
export function requestReport(db: Db, rule: RateRule, lead: PublicationLead, mail: (trx: Transaction<Database>) => Promise<number>) {
  return db.transaction().execute(async (trx) => {
    if (!(await takeSlot(trx, 'publication-mail', lead.email, rule))) return false;
    const requestId = await recordRequest(trx, lead);
    const outboxId = await mail(trx);
    await linkRequestToMail(trx, requestId, outboxId);
    return true;
  });
}

/** Which requests a staff list shows: one publication's or all, made within a range of instants, matching a search. */
export interface LeadFilter {
  publicationId?: number;
  /** requests made at or after this instant */
  from?: Date;
  /** requests made before this instant */
  before?: Date;
  /** what staff searched for: a name, the start of an e-mail or a phone number */
  q?: string;
}

/** The filter as one condition on `r` (a request), for the list, its count and the export alike. */
function leadsWhere(filter: LeadFilter) {
  const terms = searchTerms(filter.q);
  return (eb: ExpressionBuilder<Database & { r: PublicationRequestsTable }, 'r'>) => {
    // Each reading of the search is answered from its own index (migration 025); one that can be no name, e-mail or
    // phone matches nothing.
    const readings = terms
      ? [
          ...(terms.nameQuery ? [namesMatch('r.name_search', terms.nameQuery)] : []),
          ...(terms.emailStart ? [eb(sql<string>`lower(r.email)`, 'like', startsWith(terms.emailStart))] : []),
          ...(terms.phoneKey ? [eb(phoneKeyOf('r.phone'), '=', terms.phoneKey)] : []),
        ]
      : [];
    return eb.and([
      ...(filter.publicationId ? [eb('r.publication_id', '=', filter.publicationId)] : []),
      ...(filter.from ? [eb('r.created_at', '>=', filter.from)] : []),
      ...(filter.before ? [eb('r.created_at', '<', filter.before)] : []),
      ...(terms ? [readings.length ? eb.or(readings) : eb.lit(false)] : []),
    ]);
  };
}

const staffLeads = (db: Db, filter: LeadFilter) =>
  db
    .selectFrom('publication_requests as r')
    .innerJoin('publications as p', 'p.id', 'r.publication_id')
    .select(['r.id', 'r.publication_id', 'p.title', 'r.name', 'r.email', 'r.phone', 'r.organization', 'r.designation', 'r.agreed_to', 'r.created_at'])
    .where(leadsWhere(filter));

type LeadRow = Awaited<ReturnType<ReturnType<typeof staffLeads>['execute']>>[number];

const leadOf = (r: LeadRow): StaffPublicationRequest => ({
  id: Number(r.id),
  publication: { id: Number(r.publication_id), title: r.title },
  name: r.name,
  email: r.email,
  phone: r.phone,
  organization: r.organization,
  designation: r.designation,
  agreed_to: r.agreed_to,
  created_at: r.created_at.toISOString(),
});

/** The requests a filter shows, newest first, a page at a time. */
export const listLeads = (db: Db, filter: LeadFilter, page: PageQuery) =>
  paged(
    page,
    async () => Number((await db.selectFrom('publication_requests as r').select(sql<string>`count(*)`.as('n')).where(leadsWhere(filter)).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await staffLeads(db, filter).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute()).map(leadOf),
  );

const BATCH = 500;

/** Every request a filter shows, newest first, in batches: a long list never sits whole in memory. */
export async function* eachLead(db: Db, filter: LeadFilter) {
  for (let lastId: number | null = null; ; ) {
    // The next batch starts after the last row read, compared in the database: a JavaScript date would drop the
    // microseconds PostgreSQL keeps, and skip or repeat requests made within the same millisecond.
    const after = lastId;
    const rows: LeadRow[] = await staffLeads(db, filter)
      .$if(after !== null, (q) => q.where(sql<boolean>`(r.created_at, r.id) < (select created_at, id from publication_requests where id = ${after})`))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(BATCH)
      .execute();
    yield* rows.map(leadOf);
    if (rows.length < BATCH) return;
    lastId = Number(rows[rows.length - 1].id);
  }
}

/**
 * Whether publications show a stored file (a report or a featured image): a published one does, only drafts and
 * scheduled ones do, or none. Until a publication is out, its report and picture are staff's.
 */
export async function publicationFileShownBy(db: Db, key: string, now: Date): Promise<FileShownBy> {
  const { visible } = await db
    .selectFrom('publications')
    .select(sql<boolean | null>`bool_or(${visibleNow('publications', now)})`.as('visible'))
    .where((eb) => eb.or([eb('report', '=', key), eb('featured_image', '=', key)]))
    .executeTakeFirstOrThrow();
  return visible === null ? undefined : visible ? 'published' : 'unpublished';
}
