// The tables this part of the server owns; db/schema.ts composes every module's into `Database`. Plan orders are rows
// of `orders` (kind 'membership'), owned with ticket orders by the events module.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../../../../server/src/kit.js';

export type MembershipSource = 'order' | 'grant';
export type ReminderKind = 'before-30' | 'before-7' | 'on-day' | 'after-30';

/** A period of a paid (or granted) package; a member with none running today is on Seed. */
export interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  starts_at: Date;
  /** null: never ends */
  ends_at: Date | null;
  source: MembershipSource;
  order_id: number | null;
  granted_by: number | null;
  reason: string | null;
  /** when the member chose Seed while this period ran: they move to Seed at its end */
  seed_chosen_at: Date | null;
  created_at: CreatedAt;
}

export interface MembershipRemindersTable {
  membership_id: number;
  kind: ReminderKind;
  outbox_id: number | null;
  sent_at: CreatedAt;
}

export interface MembershipCertificatesTable {
  user_id: number;
  /** SHA-256 of the code in the certificate's QR; the code itself is never stored */
  code_hash: string;
  /** the package the certificate prints, and the end of its validity (null: no end date) */
  package_id: number;
  valid_until: Date | null;
  created_at: CreatedAt;
}

export interface MembershipDailyRunsTable {
  /** a Karachi date, YYYY-MM-DD */
  day: ColumnType<string, string, string>;
  created_at: CreatedAt;
}

export interface MembershipTables {
  memberships: MembershipsTable;
  membership_reminders: MembershipRemindersTable;
  membership_certificates: MembershipCertificatesTable;
  membership_daily_runs: MembershipDailyRunsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends MembershipTables {}
}
