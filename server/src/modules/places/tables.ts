// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { Generated } from 'kysely';

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  province: string;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface PlaceTables {
  cities: CitiesTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends PlaceTables {}
}
