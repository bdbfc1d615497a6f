import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../../../../shared-api/src/locale.js';
import { writtenIn } from '../../lib/texts.js';
import { visibleNow } from './publishing.js';

type Db = Kysely<Database>;

const partnerColumns = ['id', 'name', 'logo', 'logo_width', 'logo_height', 'website'] as const;

// Partners, highlights, the board and the home page's figures: what visitors see is published, its time has come
// (a scheduled record shows from its publish_at on), in the order staff gave it.
export const partners = (db: Db, corporate: boolean, now: Date) =>
  db.selectFrom('partners').select(partnerColumns).where('is_corporate', '=', corporate).where(visibleNow('partners', now)).orderBy('sort_order').orderBy('id').execute();

export const highlights = (db: Db, now: Date) =>
  db
    .selectFrom('highlights')
    .select(['id', 'name', 'position', 'organisation', 'video_url', 'thumbnail', 'thumbnail_width', 'thumbnail_height'])
    .where(visibleNow('highlights', now))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const directors = (db: Db, now: Date) =>
  db
    .selectFrom('directors')
    .select(['id', 'name', 'position', 'bio', 'image', 'image_width', 'image_height', 'linkedin'])
    .where(visibleNow('directors', now))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const homeFigures = (db: Db, now: Date) =>
  db.selectFrom('home_figures').select(['id', 'value', 'label']).where(visibleNow('home_figures', now)).orderBy('sort_order').orderBy('id').execute();

/**
 * A plan by its (English) name, as `locale` reads it: its name, description and benefits in Urdu where staff wrote
 * them, else in English. The card's other fields are the listing's as stored.
 */
export async function findPackage(db: Db, name: string, locale: Locale = 'en') {
  const row = await db
    .selectFrom('membership_packages')
    .select(['id', 'name', 'name_ur', 'price', 'discounted_price', 'listing'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (!row) return undefined;
  const { listing, name_ur: nameUr, ...pkg } = row;
  const { description_ur: descriptionUr, features, ...card } = listing;
  return {
    ...pkg,
    title: writtenIn(locale, pkg.name, nameUr),
    ...card,
    description: writtenIn(locale, card.description, descriptionUr),
    features: (features ?? []).map((f) => ({ name: writtenIn(locale, f.name, f.name_ur), description: writtenIn(locale, f.description, f.description_ur) })),
  };
}
