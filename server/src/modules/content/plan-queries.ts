import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../../../../shared-api/src/locale.js';
import { writtenIn } from '../../lib/texts.js';

type Db = Kysely<Database>;

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
