// The database as Kysely sees it. Table and column names are snake_case, times are timestamptz (UTC).
// Each module declares its own tables beside its queries (`tables.ts`) and adds them to this interface by declaration
// merging (`declare module '../../db/schema.js' { interface Database extends IssueTables {} }`): a new module's tables
// need no edit here.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
