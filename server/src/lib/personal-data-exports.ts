// Personal data leaving the site in a staff member's spreadsheet is recorded in the audit log (decision 005) as a
// change is: who downloaded which export, with its filters or the records they selected, and how many rows it held.
// The entry's record is the export itself (entity `export`), named and linked to its staff list by records.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { CsvCells } from './csv.js';
import { writeAudit } from './audit.js';

/** Every CSV export of members' or visitors' details, by the list it is made from. */
export const PERSONAL_DATA_EXPORTS = {
  'bank-account-requests': { name: 'Export of bank-account requests', path: '/staff/leads' },
  'volunteer-applications': { name: 'Export of volunteer applications', path: '/staff/volunteers' },
  'publication-requests': { name: 'Export of publication requests', path: '/staff/publication-requests' },
  // One event's or one course's list: the entry names the event or course too (records.ts).
  attendees: { name: 'Export of the attendees of', path: '/staff/events/:id' },
  'course-enrolments': { name: 'Export of the enrolments in', path: '/staff/learning/courses/:id/enrolments' },
  'quiz-results': { name: 'Export of the quiz results of', path: '/staff/learning/courses/:id/results' },
} as const;

export type ExportKind = keyof typeof PERSONAL_DATA_EXPORTS;

export interface PersonalDataExport {
  kind: ExportKind;
  /** the event (attendees) or course (enrolments, quiz results) whose list it is */
  of?: number;
  /** the filters it was made with, by readable name; empty ones are left out of the entry */
  filters?: Record<string, string | number | null | undefined>;
  /** the records chosen one by one, when the export is a selection */
  selected?: readonly number[];
}

/** The entry's record id: the export's kind, and the event or course of a list of one (`attendees:12`). */
export const exportRecordId = (what: Pick<PersonalDataExport, 'kind' | 'of'>) => (what.of === undefined ? what.kind : `${what.kind}:${what.of}`);

/** What the entry says of an export: its filters or selection, how many rows were sent, and whether it stopped early. */
export function exportFields(what: PersonalDataExport, rows: number, complete: boolean) {
  const filters = Object.entries(what.filters ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return {
    ...Object.fromEntries(filters),
    ...(what.selected?.length ? { selected: what.selected.join(', ') } : {}),
    rows,
    ...(complete ? {} : { stopped_early: true }),
  };
}

/**
 * An export's rows as they are sent, counted; once the last has gone, or the download stopped early, its audit entry
 * is written by `actorId` with the count. The entry is written before the download ends, so a download whose entry
 * cannot be written fails instead of completing.
 */
export async function* auditedExport(db: Kysely<Database>, actorId: number, what: PersonalDataExport, rows: AsyncIterable<CsvCells>): AsyncGenerator<CsvCells> {
  let sent = 0;
  let complete = false;
  try {
    for await (const row of rows) {
      sent += 1;
      yield row;
    }
    complete = true;
  } finally {
    await writeAudit(db, actorId, { action: 'export.download', entity: 'export', entityId: exportRecordId(what), after: exportFields(what, sent, complete) });
  }
}
