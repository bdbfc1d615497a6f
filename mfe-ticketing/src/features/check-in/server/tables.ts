// The tables the door offline owns (migration 049); db/schema.ts composes every module's into `Database`. The
// check-in's own new columns (its phone, offline, when recorded) are on check_ins, the events module's table.
import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../../../../../server/src/kit.js';

export type AdmissionResult = 'admitted' | 'conflict' | 'refused';

/** A phone prepared for offline use at one event's door, by one staff member in one sign-in. */
export interface DoorDevicesTable {
  /** the phone's own id, a UUID it made */
  id: string;
  event_id: number;
  staff_id: number;
  /** the sign-in (API token) that prepared it: its sync is refused in another, and once it is signed out */
  token_id: number | null;
  name: string;
  prepared_at: ColumnType<Date, Date | undefined, Date>;
  last_sync_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One admission a phone synced, by its nonce: what the server made of it, answered again when it is sent again. */
export interface DoorAdmissionsTable {
  nonce: string;
  device_id: string;
  event_id: number;
  /** as the phone sent it: a ticket that does not exist is kept too */
  ticket_id: number;
  staff_id: number;
  /** when the phone admitted the holder, by its own clock */
  scanned_at: Date;
  received_at: CreatedAt;
  result: AdmissionResult;
  reason: string | null;
}

export interface DoorTables {
  door_devices: DoorDevicesTable;
  door_admissions: DoorAdmissionsTable;
}

declare module '../../../../../server/src/db/schema.js' {
  interface Database extends DoorTables {}
}
