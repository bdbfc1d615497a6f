// The tables the event reminders own (migration 048); db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../../../../server/src/kit.js';

/** An event's reminder, once it went. */
export interface EventRemindersTable {
  event_id: number;
  sent_at: CreatedAt;
  /** the staff member who sent it now; null when the daily run sent it (or their account is gone) */
  sent_by: number | null;
  /** members it went to */
  members: Generated<number>;
}

/** The Karachi day each daily run claimed. */
export interface EventReminderRunsTable {
  day: ColumnType<Date, string, string>;
  ran_at: CreatedAt;
}

export interface EventReminderTables {
  event_reminders: EventRemindersTable;
  event_reminder_runs: EventReminderRunsTable;
}

declare module '../../../../../server/src/db/schema.js' {
  interface Database extends EventReminderTables {}
}
