// Files members attach to their issues and comments: recorded when uploaded (nobody's but the member's yet), taken
// by the issue or the comment the member sends, and read only by that member and staff. Their stored files are never
// served at /api/storage/<key> to anyone but staff: the key does not leave the server, and the gate below refuses it.
import type { Kysely, Transaction } from 'kysely';
import type { IssueAttachmentType } from '../../../../../shared-api/src/limits.js';
import type { IssueAttachment } from '../shapes.js';
import { attachUpload, Refusal, type Database, type FileShownBy } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

export const ATTACH_AGAIN = 'One of the files is no longer there or is attached already. Please attach the files again.';

/** A file's name as it is kept and shown: its last part, without control characters, at most 120 characters. */
export function cleanFileName(name: string | undefined, mime: IssueAttachmentType) {
  const fallback = mime === 'application/pdf' ? 'document.pdf' : mime === 'image/png' ? 'picture.png' : 'picture.jpg';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!base) return fallback;
  return base.length > 120 ? `${base.slice(0, 80)}…${base.slice(-39)}` : base;
}

type AttachmentRow = { id: number; file_name: string; mime: IssueAttachmentType; bytes: number };

const attachmentOf = (row: AttachmentRow): IssueAttachment => ({ id: Number(row.id), name: row.file_name, mime: row.mime, bytes: Number(row.bytes) });

/** Records an uploaded file as the member's, to be attached; answers it as the form lists it. */
export async function recordAttachment(trx: Transaction<Database>, userId: number, file: { key: string; name: string; mime: IssueAttachmentType; bytes: number }) {
  const row = await trx
    .insertInto('issue_attachments')
    .values({ user_id: userId, upload_name: file.key, file_name: file.name, mime: file.mime, bytes: file.bytes })
    .returning(['id', 'file_name', 'mime', 'bytes'])
    .executeTakeFirstOrThrow();
  return attachmentOf(row);
}

/**
 * The member's uploaded files `ids` are taken by the issue (and its comment): only their own, and only files no issue
 * has taken. Any other is refused and, in the caller's transaction, nothing is kept. Answers them in the order given.
 */
export async function takeAttachments(trx: Transaction<Database>, userId: number, ids: readonly number[], issueId: number, commentId: number | null = null) {
  const wanted = [...new Set(ids.map(Number))];
  if (!wanted.length) return [];
  const rows = await trx
    .updateTable('issue_attachments')
    .set({ issue_id: issueId, comment_id: commentId })
    .where('id', 'in', wanted)
    .where('user_id', '=', userId)
    .where('issue_id', 'is', null)
    .returning(['id', 'upload_name', 'file_name', 'mime', 'bytes'])
    .execute();
  if (rows.length !== wanted.length) throw new Refusal('invalid', ATTACH_AGAIN, { attachments: ATTACH_AGAIN });
  // Taken by a record, the stored file is no longer removed as unused.
  for (const row of rows) if (!(await attachUpload(trx, row.upload_name, userId))) throw new Refusal('invalid', ATTACH_AGAIN, { attachments: ATTACH_AGAIN });
  const byId = new Map(rows.map((row) => [Number(row.id), attachmentOf(row)]));
  return wanted.map((id) => byId.get(id)!);
}

const attachments = (db: Db, issueId: number) =>
  db.selectFrom('issue_attachments').select(['id', 'comment_id', 'file_name', 'mime', 'bytes']).where('issue_id', '=', issueId).orderBy('id', 'asc');

/** The files attached to the issue itself when it was raised. */
export const issueAttachments = async (db: Db, issueId: number) => (await attachments(db, issueId).where('comment_id', 'is', null).execute()).map((row) => attachmentOf(row));

/** The files attached to the issue's comments, by comment. */
export async function commentAttachments(db: Db, issueId: number) {
  const byComment = new Map<number, IssueAttachment[]>();
  for (const row of await attachments(db, issueId).where('comment_id', 'is not', null).execute()) {
    const id = Number(row.comment_id);
    byComment.set(id, [...(byComment.get(id) ?? []), attachmentOf(row)]);
  }
  return byComment;
}

/**
 * An attached file's stored key and how to send it, if it exists and is attached to an issue; only of `userId`'s
 * own issues when a member asks (staff pass no owner).
 */
export async function findAttachmentFile(db: Db, attachmentId: number, userId?: number) {
  let q = db
    .selectFrom('issue_attachments as a')
    .innerJoin('issues as i', 'i.id', 'a.issue_id')
    .select(['a.upload_name', 'a.file_name', 'a.mime'])
    .where('a.id', '=', attachmentId);
  if (userId !== undefined) q = q.where('i.user_id', '=', userId);
  return q.executeTakeFirst();
}

/** Attached files are the member's and staff's: at /api/storage/<key> only staff get one (file-gates.ts). */
export async function attachmentFileShownBy(db: Kysely<Database>, key: string): Promise<FileShownBy> {
  const row = await db.selectFrom('issue_attachments').select('id').where('upload_name', '=', key).executeTakeFirst();
  return row ? 'unpublished' : undefined;
}
