import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every city with its province or region, by name. */
export const listCities = (db: Kysely<Database>) => db.selectFrom('cities').select(['name', 'province']).orderBy('name').orderBy('province').execute();

/** The regions cities belong to, each once. */
export const listCityRegions = async (db: Kysely<Database>) =>
  (await db.selectFrom('cities').select('province').distinct().orderBy('province').execute()).map((r) => r.province);
