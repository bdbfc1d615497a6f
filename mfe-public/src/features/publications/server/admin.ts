// Staff add publications: a research report's card (title, kind, summary, picture) and its PDF, which is e-mailed to
// whoever asks. A draft's or a scheduled publication's report is nobody's yet (queries.ts, findPublication). Its slug
// follows the title until it is first published, then never changes; every slug it has had stays in publication_slugs.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  imageSize,
  inState,
  invalidField,
  iso,
  keepSlug,
  oldSlugs,
  paged,
  PDF_TYPES,
  PICTURE_TYPES,
  publishState,
  releaseUnused,
  takeUpload,
  uniqueSlug,
  wasPublished,
  wordsQuery,
  type Database,
  type Deps,
  type SlugHistory,
  type Snapshot,
  type StaffContentQuery,
} from '../../../../../server/src/kit.js';
import type { PublicationInput } from '../staff-validation.js';
import { publicColumns } from './queries.js';

type Db = Kysely<Database> | Transaction<Database>;

const SLUGS: SlugHistory = { table: 'publication_slugs', owner: 'publication_id' };

const rowColumns = ['id', 'slug', 'title', 'name', 'status', 'publish_at', 'created_at', 'updated_at'] as const;

const rowOf =
  (now: Date) =>
  <R extends { id: number; status: 'draft' | 'published'; publish_at: Date | null }>(row: R) => ({ ...row, id: Number(row.id), status: publishState(row, now) });

/** Every publication, latest change first, narrowed by a search of titles and by state. */
export function listStaffPublications(db: Db, query: StaffContentQuery, now: Date) {
  const words = wordsQuery(query.q);
  if (query.q && !words) return paged(query, async () => 0, async () => []);
  let list = db.selectFrom('publications').where(inState('publications', query.status, now));
  if (words) list = list.where(sql<boolean>`to_tsvector('simple', title) @@ to_tsquery('simple', ${words})`);
  return paged(
    query,
    async () => Number((await list.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await list.select(rowColumns).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()).map(rowOf(now)),
  );
}

/** A publication as its form shows it; undefined when there is none. */
export async function findStaffPublication(db: Db, id: number, now: Date) {
  const row = await db.selectFrom('publications').select([...rowColumns, 'excerpt', 'featured_image', 'report', 'report_bytes']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...rowOf(now)(row), old_slugs: await oldSlugs(db, SLUGS, id, row.slug) };
}

/** The publication's card as visitors will see it, whatever its state (staff's preview). */
export const publicationPreview = (db: Db, id: number) => db.selectFrom('publications').select(publicColumns).where('id', '=', id).executeTakeFirst();

/** The publication as the audit log compares it. */
export async function publicationSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await db
    .selectFrom('publications')
    .select(['title', 'slug', 'name', 'excerpt', 'featured_image', 'report', 'report_bytes', 'status', 'publish_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, publish_at: iso(row.publish_at) };
}

const PICTURE_AGAIN = 'Please upload the picture again: it is not yours, no longer exists or is not a JPG or PNG.';
const REPORT_AGAIN = 'Please upload the report again: it is not yours, no longer exists or is not a PDF.';

/**
 * Creates (id undefined) or saves a publication from its form, in the staff change's transaction; a new one is a draft.
 * A new picture or report must be the caller's upload of the right kind; a replaced one is let go. Answers its id.
 */
export async function savePublication(deps: Pick<Deps, 'storage' | 'clock'>, trx: Transaction<Database>, actorId: number, input: PublicationInput, id?: number) {
  const now = deps.clock.now();
  const before = id
    ? await trx.selectFrom('publications').select(['slug', 'featured_image', 'report', 'report_bytes', 'first_published_at']).where('id', '=', id).executeTakeFirstOrThrow()
    : undefined;
  if (input.featured_image !== before?.featured_image && !(await takeUpload(trx, input.featured_image, actorId, PICTURE_TYPES))) {
    throw invalidField('featured_image', PICTURE_AGAIN);
  }
  const report = input.report === before?.report ? { bytes: before.report_bytes } : await takeUpload(trx, input.report, actorId, PDF_TYPES);
  if (!report) throw invalidField('report', REPORT_AGAIN);
  if (before) await releaseUnused(trx, [before.featured_image, before.report], [input.featured_image, input.report]);

  const size = input.featured_image !== before?.featured_image ? await imageSize(deps.storage, input.featured_image) : null;
  // Published once, a publication keeps its slug: links to it may be out there.
  const slug = before && wasPublished(before, now) ? before.slug : await uniqueSlug(trx, SLUGS, input.title, 'publication', id);
  const fields = {
    title: input.title,
    slug,
    name: input.name,
    excerpt: input.excerpt,
    featured_image: input.featured_image,
    ...(size ? { featured_image_width: size.width, featured_image_height: size.height } : {}),
    report: input.report,
    report_bytes: report.bytes,
  };
  const saved = id
    ? await trx.updateTable('publications').set({ ...fields, updated_at: new Date() }).where('id', '=', id).returning('id').executeTakeFirstOrThrow()
    : await trx
        .insertInto('publications')
        .values({ ...fields, featured_image_width: size!.width, featured_image_height: size!.height, status: 'draft' })
        .returning('id')
        .executeTakeFirstOrThrow();
  await keepSlug(trx, SLUGS, slug, Number(saved.id));
  return Number(saved.id);
}
