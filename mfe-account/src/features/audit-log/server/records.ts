// The records audit entries are about, named as staff know them and linked to their staff page. The log is the one
// place that reads every feature's records; it only reads the names, in one query per kind for a page of entries.
import type { Kysely, Transaction } from 'kysely';
import { PERSONAL_DATA_EXPORTS, type Database, type ExportKind } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditedRecord {
  name: string;
  /** the record's staff page in the site, when it has one */
  path: string | null;
}

type Named = { id: string | number; name: string; path: string | null };
type Namer = (db: Db, ids: string[]) => Promise<Named[]>;

const numeric = (ids: string[]) => ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
const person = (first: string, last: string) => `${first} ${last}`.trim();

/** A personal-data export (exports.ts): its list, and for one event's or course's list, that event or course while it exists. */
const exportNamer: Namer = async (db, ids) => {
  const parsed = ids.flatMap((id) => {
    const [kind, of] = id.split(':');
    return Object.hasOwn(PERSONAL_DATA_EXPORTS, kind) ? [{ id, kind: kind as ExportKind, of: of === undefined ? undefined : Number(of) }] : [];
  });
  const idsOf = (kinds: ExportKind[]) => numeric(parsed.filter((e) => kinds.includes(e.kind) && e.of !== undefined).map((e) => String(e.of)));
  const [eventIds, courseIds] = [idsOf(['attendees']), idsOf(['course-enrolments', 'quiz-results'])];
  const events = new Map(eventIds.length ? (await db.selectFrom('events').select(['id', 'title']).where('id', 'in', eventIds).execute()).map((e) => [Number(e.id), e.title]) : []);
  const courses = new Map(
    courseIds.length ? (await db.selectFrom('courses').select(['id', 'title', 'batch']).where('id', 'in', courseIds).execute()).map((c) => [Number(c.id), c.batch ? `${c.title} (${c.batch})` : c.title]) : [],
  );
  return parsed.flatMap(({ id, kind, of }) => {
    const { name, path } = PERSONAL_DATA_EXPORTS[kind];
    if (of === undefined) return path.includes(':id') ? [] : [{ id, name, path }];
    const title = (kind === 'attendees' ? events : courses).get(of);
    return title === undefined ? [] : [{ id, name: `${name} ${title}`, path: path.replace(':id', String(of)) }];
  });
};

// Staff paths are the remotes' route tables' (mfe-ticketing, mfe-safety-net, mfe-network, mfe-learning, mfe-public).
const namers: Record<string, Namer> = {
  user: async (db, ids) =>
    (await db.selectFrom('users').select(['member_id', 'name']).where('member_id', 'in', ids).execute()).map((u) => ({
      id: u.member_id,
      name: u.name,
      path: `/staff/members/${encodeURIComponent(u.member_id)}`,
    })),
  event: async (db, ids) =>
    (await db.selectFrom('events').select(['id', 'title']).where('id', 'in', numeric(ids)).execute()).map((e) => ({ id: e.id, name: e.title, path: `/staff/events/${e.id}` })),
  order: async (db, ids) =>
    (
      await db
        .selectFrom('orders as o')
        .leftJoin('events as e', 'e.id', 'o.event_id')
        .leftJoin('membership_packages as mp', 'mp.id', 'o.membership_package_id')
        .select(['o.id', 'o.first_name', 'o.last_name', 'o.event_id', 'e.title', 'mp.name as plan'])
        .where('o.id', 'in', numeric(ids))
        .execute()
    ).map((o) => ({
      id: o.id,
      name: `Order ${o.id}: ${person(o.first_name, o.last_name)}, ${o.title ?? `${o.plan ?? ''} membership`}`,
      path: o.event_id === null ? '/staff/orders' : `/staff/orders?event=${o.event_id}`,
    })),
  // An import of the bank's statement is recorded under the statement's latest day: the reconciliation of that day.
  bank_statement: async (_db, ids) =>
    ids.filter((id) => /^\d{4}-\d{2}-\d{2}$/.test(id)).map((day) => ({ id: day, name: `Bank statement of ${day}`, path: `/staff/reconciliation?date=${day}` })),
  ticket: async (db, ids) =>
    (
      await db
        .selectFrom('tickets as t')
        .innerJoin('events as e', 'e.id', 't.event_id')
        .select(['t.id', 't.first_name', 't.last_name', 't.event_id', 'e.title'])
        .where('t.id', 'in', numeric(ids))
        .execute()
    ).map((t) => ({ id: t.id, name: `Ticket ${t.id}: ${person(t.first_name, t.last_name)}, ${t.title}`, path: `/staff/orders?event=${t.event_id}` })),
  // A phone prepared for offline use at an event's door (check-in's door offline): named by its name and event.
  door_device: async (db, ids) => {
    const uuids = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id));
    if (uuids.length === 0) return [];
    const phones = await db.selectFrom('door_devices as d').innerJoin('events as e', 'e.id', 'd.event_id').select(['d.id', 'd.name', 'e.title']).where('d.id', 'in', uuids).execute();
    return phones.map((d) => ({ id: d.id, name: `Door phone ${d.name}: ${d.title}`, path: '/staff/check-in' }));
  },
  issue: async (db, ids) =>
    (await db.selectFrom('issues').select(['id', 'title']).where('id', 'in', numeric(ids)).execute()).map((i) => ({ id: i.id, name: i.title, path: `/staff/issues/${i.id}` })),
  'saved-reply': async (db, ids) =>
    (await db.selectFrom('saved_replies').select(['id', 'title']).where('id', 'in', numeric(ids)).execute()).map((r) => ({ id: r.id, name: `Saved reply: ${r.title}`, path: '/staff/issues/saved-replies' })),
  blog: async (db, ids) =>
    (await db.selectFrom('blogs').select(['id', 'title']).where('id', 'in', numeric(ids)).execute()).map((b) => ({ id: b.id, name: `Blog: ${b.title}`, path: `/staff/blogs/${b.id}` })),
  press_release: async (db, ids) =>
    (await db.selectFrom('press_releases').select(['id', 'title']).where('id', 'in', numeric(ids)).execute()).map((r) => ({ id: r.id, name: `Press release: ${r.title}`, path: `/staff/press-releases/${r.id}` })),
  publication: async (db, ids) =>
    (await db.selectFrom('publications').select(['id', 'title']).where('id', 'in', numeric(ids)).execute()).map((p) => ({ id: p.id, name: `Publication: ${p.title}`, path: `/staff/publications/${p.id}` })),
  media_mention: async (db, ids) =>
    (await db.selectFrom('media_mentions').select(['id', 'title', 'outlet']).where('id', 'in', numeric(ids)).execute()).map((m) => ({
      id: m.id,
      name: `Media mention: ${m.title} (${m.outlet})`,
      path: `/staff/media-mentions/${m.id}`,
    })),
  director: async (db, ids) =>
    (await db.selectFrom('directors').select(['id', 'name']).where('id', 'in', numeric(ids)).execute()).map((d) => ({ id: d.id, name: `Board member: ${d.name}`, path: `/staff/board/${d.id}` })),
  partner: async (db, ids) =>
    (await db.selectFrom('partners').select(['id', 'name']).where('id', 'in', numeric(ids)).execute()).map((p) => ({ id: p.id, name: `Partner: ${p.name}`, path: `/staff/partners/${p.id}` })),
  highlight: async (db, ids) =>
    (await db.selectFrom('highlights').select(['id', 'name']).where('id', 'in', numeric(ids)).execute()).map((h) => ({ id: h.id, name: `Highlight: ${h.name}`, path: `/staff/highlights/${h.id}` })),
  home_figure: async (db, ids) =>
    (await db.selectFrom('home_figures').select(['id', 'value', 'label']).where('id', 'in', numeric(ids)).execute()).map((f) => ({ id: f.id, name: `Home figure: ${f.value} ${f.label}`, path: `/staff/home-figures/${f.id}` })),
  membership_plan: async (db, ids) =>
    (await db.selectFrom('membership_packages').select(['id', 'name']).where('id', 'in', numeric(ids)).execute()).map((p) => ({ id: p.id, name: `Membership plan: ${p.name}`, path: `/staff/membership-plans/${p.id}` })),
  conference: async (db, ids) =>
    (await db.selectFrom('conferences').select(['id', 'title']).where('id', 'in', numeric(ids)).execute()).map((c) => ({ id: c.id, name: `Conference: ${c.title}`, path: `/staff/conferences/${c.id}` })),
  promotion: async (db, ids) =>
    (await db.selectFrom('promotions').select(['id', 'title', 'company_name']).where('id', 'in', numeric(ids)).execute()).map((p) => ({
      id: p.id,
      name: `${p.title} (${p.company_name})`,
      path: `/staff/promotions/${p.id}`,
    })),
  program: async (db, ids) =>
    (await db.selectFrom('learning_programs').select(['id', 'title']).where('id', 'in', numeric(ids)).execute()).map((p) => ({ id: p.id, name: p.title, path: `/staff/learning/programs/${p.id}` })),
  course: async (db, ids) =>
    (await db.selectFrom('courses').select(['id', 'title', 'batch']).where('id', 'in', numeric(ids)).execute()).map((c) => ({
      id: c.id,
      name: c.batch ? `${c.title} (${c.batch})` : c.title,
      path: `/staff/learning/courses/${c.id}`,
    })),
  enrolment: async (db, ids) =>
    (
      await db
        .selectFrom('course_enrolments as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .innerJoin('courses as c', 'c.id', 'e.course_id')
        .select(['e.id', 'e.course_id', 'u.name', 'c.title'])
        .where('e.id', 'in', numeric(ids))
        .execute()
    ).map((e) => ({ id: e.id, name: `${e.name}'s enrolment in ${e.title}`, path: `/staff/learning/courses/${e.course_id}/enrolments` })),
  'bank-account-lead': async (db, ids) =>
    (
      await db
        .selectFrom('bank_account_leads as l')
        .innerJoin('users as u', 'u.id', 'l.user_id')
        .select(['l.id', 'l.preferred_bank', 'u.name'])
        .where('l.id', 'in', numeric(ids))
        .execute()
    ).map((l) => ({ id: l.id, name: `${l.name}'s request to ${l.preferred_bank}`, path: `/staff/leads?bank=${encodeURIComponent(l.preferred_bank)}` })),
  export: exportNamer,
};

/** Kinds whose records are named by text, not by a number. */
const TEXT_IDS = new Set(['user', 'export', 'door_device']);

/** The records of these entries that still exist, by `entity:entity_id`; a deleted one is absent. */
export async function auditedRecords(db: Db, entries: { entity: string; entity_id: string }[]) {
  const idsByKind = new Map<string, Set<string>>();
  for (const { entity, entity_id } of entries) {
    if (!namers[entity]) continue;
    idsByKind.set(entity, (idsByKind.get(entity) ?? new Set()).add(entity_id));
  }
  const found = new Map<string, AuditedRecord>();
  for (const [kind, ids] of idsByKind) {
    const list = [...ids];
    if (!TEXT_IDS.has(kind) && numeric(list).length === 0) continue;
    for (const record of await namers[kind](db, list)) found.set(`${kind}:${record.id}`, { name: record.name, path: record.path });
  }
  return found;
}
