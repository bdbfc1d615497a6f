// What mfe-public's staff pages share across the kinds of content staff publish (press releases, publications, media
// mentions): the names of a kind's staff reads in the query cache, and the upload of a PDF (a press release's, a
// publication's report). Each kind's own calls live with its feature. Bundled by mfe-public's staff pages
// (`shared-api/content-admin`), on the one client of the shared entry, so no visitor's page pays for it.
import { call } from 'shared-api';
import { uploadCalls } from './calls/uploads';
import { parseLine, type AnswerOf } from './contract';
import type { uploadContract } from './contracts/uploads';
import type { PublishState } from './validation/publishing';

export interface StaffContentFilters {
  q?: string;
  status?: '' | PublishState;
  page?: number;
}

/** The names of a kind's staff reads in the query cache: `staffContentKeys('press-releases').one(7)`. */
export const staffContentKeys = (kind: 'press-releases' | 'publications' | 'media-mentions') => ({
  /** every staff read of the kind */
  all: ['staff-content', kind] as const,
  /** every page and filter of its list */
  lists: ['staff-content', kind, 'list'] as const,
  list: (filters: StaffContentFilters) => ['staff-content', kind, 'list', filters] as const,
  one: (id: number | string) => ['staff-content', kind, String(id)] as const,
  preview: (id: number | string) => ['staff-content', kind, String(id), 'preview'] as const,
});

/** Uploads a PDF (checked by its bytes on the server); answers the stored file name. A multipart body, sent by the client itself. */
export function uploadPdf(file: File) {
  const body = new FormData();
  body.append('file', file);
  return call<AnswerOf<(typeof uploadContract)['uploadPdf']>>('post', parseLine(uploadCalls.uploadPdf).path, { body });
}
