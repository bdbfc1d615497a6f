// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.

/** Requests counted per key (a route, its limit and a hashed address) in a fixed window, shared by every instance. */
export interface RateCountersTable {
  key: string;
  hits: number;
  resets_at: Date;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface RateCounterTables {
  rate_counters: RateCountersTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../db/schema.js' {
  interface Database extends RateCounterTables {}
}
