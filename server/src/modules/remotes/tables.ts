// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
// The server only reads them; the release tool (tools/mfe/pins-db.mjs) writes them.
import type { Generated } from 'kysely';

/** The live version of one remote (PostgreSQL only; the embedded database keeps pins in DEPLOY_DIR/manifest.json). */
export interface RemotePinsTable {
  remote: string;
  version: string;
  pinned_at: Date;
  reason: string;
  /** the versions pinned before, oldest first */
  earlier: string[];
  /** whether the version has a server bundle, as the release gate found it (null: pinned before they existed) */
  server_bundle: boolean | null;
  /** the digest (`sha256-<base64>`) of the version's server bundle when it was pinned; null: none, or pinned before */
  server_bundle_digest: string | null;
  /** 'browser': the remote's first views are left to the browser (the release manager's switch); null or 'server' */
  first_views: 'server' | 'browser' | null;
}

/** Every pin, rollback and import, in order; never updated or deleted. */
export interface RemotePinHistoryTable {
  id: Generated<number>;
  remote: string;
  /** 'pin', 'rollback' or 'import' */
  action: string;
  version: string;
  previous: string | null;
  at: Date;
  reason: string;
  server_bundle: boolean | null;
  server_bundle_digest: string | null;
  first_views: string | null;
}

/** The tables this module owns, as Kysely sees them. */
export interface RemoteTables {
  remote_pins: RemotePinsTable;
  remote_pin_history: RemotePinHistoryTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends RemoteTables {}
}
