// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { Generated } from 'kysely';

export type SkillType = 'Primary' | 'Secondary';

export interface SkillsTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface SkillTables {
  skills: SkillsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends SkillTables {}
}
