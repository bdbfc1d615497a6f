// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { Generated } from 'kysely';
import type { CreatedAt } from '../../../../../server/src/kit.js';
import type { VolunteerKind } from '../../../../../shared-api/src/enums.js';

export interface VolunteerApplicationsTable {
  id: Generated<number>;
  user_id: number;
  /** the call's `for` */
  kind: VolunteerKind;
  description: string;
  created_at: CreatedAt;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface VolunteerTables {
  volunteer_applications: VolunteerApplicationsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends VolunteerTables {}
}
