// Stored files are served to whoever has their key (/api/storage/<key>), except a file of a record visitors cannot see
// yet: a draft or scheduled press release's PDFs and pictures, a publication's report before it is out. Those are
// served to staff only until the record is published. The features that own such records register here how to tell,
// so the uploads module reaches into none of them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Whether a feature's records show the file: some published one does, only unpublished ones do, or none has it. */
export type FileShownBy = 'published' | 'unpublished' | undefined;
type FileGate = (db: Kysely<Database>, key: string, now: Date) => Promise<FileShownBy>;

const gates: FileGate[] = [];

export function registerFileGate(gate: FileGate) {
  if (!gates.includes(gate)) gates.push(gate);
}

/** The gates this process knows, by name. */
export const registeredFileGates = () => gates.map((gate) => gate.name).sort();

/**
 * Who may load a stored file: `staff` only when a record that is not published yet has it and no published record
 * does; else anyone, `published` when it is a published record's (which staff may take back), `public` when no such
 * record has it (a profile picture, say).
 */
export async function fileAudience(db: Kysely<Database>, key: string, now: Date): Promise<'public' | 'published' | 'staff'> {
  let unpublished = false;
  for (const gate of gates) {
    const shown = await gate(db, key, now);
    if (shown === 'published') return 'published';
    if (shown === 'unpublished') unpublished = true;
  }
  return unpublished ? 'staff' : 'public';
}
