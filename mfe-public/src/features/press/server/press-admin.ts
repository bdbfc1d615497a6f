// Staff write press releases: drafts, scheduled and published releases, their slugs, pictures and PDFs. A release's
// slug follows its title until it is first published, then never changes; every slug it has had stays in
// press_release_slugs, so an old address still finds it and no other release takes it.
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
  pictureKeys,
  plainText,
  publishState,
  releaseUnused,
  sanitizeRichText,
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
import type { PressReleaseInput } from '../staff-validation.js';

type Db = Kysely<Database> | Transaction<Database>;

const SLUGS: SlugHistory = { table: 'press_release_slugs', owner: 'press_release_id' };

const rowColumns = ['id', 'slug', 'title', 'status', 'publish_at', 'featured', 'created_at', 'updated_at'] as const;

const rowOf =
  (now: Date) =>
  <R extends { id: number; status: 'draft' | 'published'; publish_at: Date | null }>(row: R) => ({ ...row, id: Number(row.id), status: publishState(row, now) });

/** Every release, latest change first, narrowed by a search of titles and by state. */
export function listStaffPressReleases(db: Db, query: StaffContentQuery, now: Date) {
  const words = wordsQuery(query.q);
  if (query.q && !words) return paged(query, async () => 0, async () => []);
  let list = db.selectFrom('press_releases').where(inState('press_releases', query.status, now));
  if (words) list = list.where(sql<boolean>`to_tsvector('simple', title) @@ to_tsquery('simple', ${words})`);
  return paged(
    query,
    async () => Number((await list.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await list.select(rowColumns).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()).map(rowOf(now)),
  );
}

/** A release as its form shows it; undefined when there is none. */
export async function findStaffPressRelease(db: Db, id: number, now: Date) {
  const row = await db
    .selectFrom('press_releases')
    .select([...rowColumns, 'excerpt', 'content', 'featured_image', 'name', 'pdf'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...rowOf(now)(row), pdf: row.pdf.map((p) => ({ name: p.name, file: p.file, bytes: p.bytes })), old_slugs: await oldSlugs(db, SLUGS, id, row.slug) };
}

/** The release as the audit log compares it. */
export async function pressReleaseSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await db
    .selectFrom('press_releases')
    .select(['title', 'slug', 'excerpt', 'content', 'featured_image', 'name', 'pdf', 'featured', 'status', 'publish_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, publish_at: iso(row.publish_at) };
}

const PICTURE_AGAIN = 'Please upload the picture again: it is not yours, no longer exists or is not a JPG or PNG.';
const PDF_AGAIN = 'Please upload the PDF again: it is not yours, no longer exists or is not a PDF.';

/**
 * Creates (id undefined) or saves a release from its form, in the staff change's transaction; a new release is a
 * draft. The featured image, pictures and PDFs new to it must be the caller's uploads of the right kind; the ones it no
 * longer shows are let go. Answers its id.
 */
export async function savePressRelease(deps: Pick<Deps, 'storage' | 'clock'>, trx: Transaction<Database>, actorId: number, input: PressReleaseInput, id?: number) {
  const now = deps.clock.now();
  const before = id
    ? await trx.selectFrom('press_releases').select(['slug', 'content', 'featured_image', 'pdf', 'first_published_at']).where('id', '=', id).executeTakeFirstOrThrow()
    : undefined;
  const content = sanitizeRichText(input.content);
  if (!plainText(content) && !/<img\b/.test(content)) throw invalidField('content', 'Please write the press release');

  const hadPictures = before ? [before.featured_image, ...pictureKeys(before.content)] : [];
  const bodyPictures = pictureKeys(content);
  if (!hadPictures.includes(input.featured_image) && !(await takeUpload(trx, input.featured_image, actorId, PICTURE_TYPES))) throw invalidField('featured_image', PICTURE_AGAIN);
  for (const key of bodyPictures) if (!hadPictures.includes(key) && !(await takeUpload(trx, key, actorId, PICTURE_TYPES))) throw invalidField('content', PICTURE_AGAIN);

  const hadPdfs = new Map((before?.pdf ?? []).map((p) => [p.file, p.bytes]));
  const pdf = [];
  for (const file of input.pdf) {
    const bytes = hadPdfs.get(file.file) ?? (await takeUpload(trx, file.file, actorId, PDF_TYPES))?.bytes;
    if (bytes === undefined) throw invalidField('pdf', `${file.name}: ${PDF_AGAIN}`);
    pdf.push({ name: file.name, file: file.file, bytes });
  }
  await releaseUnused(trx, [...hadPictures, ...hadPdfs.keys()], [input.featured_image, ...bodyPictures, ...pdf.map((p) => p.file)]);

  const size = input.featured_image !== before?.featured_image ? await imageSize(deps.storage, input.featured_image) : null;
  // Published once, a release keeps its address: links to it are out there.
  const slug = before && wasPublished(before, now) ? before.slug : await uniqueSlug(trx, SLUGS, input.title, 'press-release', id);
  const fields = {
    title: input.title,
    slug,
    excerpt: input.excerpt || plainText(content).slice(0, 300),
    content,
    featured_image: input.featured_image,
    ...(size ? { featured_image_width: size.width, featured_image_height: size.height } : {}),
    name: input.name,
    pdf: JSON.stringify(pdf),
    featured: input.featured,
  };
  const saved = id
    ? await trx.updateTable('press_releases').set({ ...fields, updated_at: new Date() }).where('id', '=', id).returning('id').executeTakeFirstOrThrow()
    : await trx
        .insertInto('press_releases')
        .values({ ...fields, featured_image_width: size!.width, featured_image_height: size!.height, status: 'draft' })
        .returning('id')
        .executeTakeFirstOrThrow();
  await keepSlug(trx, SLUGS, slug, Number(saved.id));
  return Number(saved.id);
}
