// The directory's cursor: which page it leads to and the listed_seq that page starts below, opaque to callers
// (base64url), so the way of paging can change without changing the call.

export interface Cursor {
  page: number;
  after: number;
}

export const encodeCursor = (page: number, after: number) => Buffer.from(`${page}.${after}`).toString('base64url');

/** The cursor's page and position, or null when it is not one this server made. */
export function decodeCursor(cursor: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  const match = /^(\d{1,9})\.(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) return null;
  const [page, after] = [Number(match[1]), Number(match[2])];
  return page >= 2 && after >= 1 ? { page, after } : null;
}
