// Picture uploads and the stored files: each call's access, rules and answer (decision 016). Server and API docs only;
// browsers import this file as a type. An upload is a multipart body (field `image`) the handler reads itself, so
// it has no body rules here.
import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { uploadCalls } from '../calls/uploads';
import { IMAGE_WIDTHS } from '../enums';

/** A stored file's name (its storage key): the pattern the server's storage keeps files under (plugins/storage.ts). */
export const STORAGE_KEY = /^[a-z0-9]{8,64}\.(png|jpg|pdf|svg|webp)$/;

const widthRule = `w must be one of ${IMAGE_WIDTHS.join(', ')}`;
/** One of the widths a photo is served at; `oneOf` keeps any other number out, so the handler gets the width's type. */
const width = () => yup.number<(typeof IMAGE_WIDTHS)[number]>();

export const uploadContract = contract('storage', uploadCalls, {
  uploadImage: {
    access: 'member',
    owns: 'self',
    tags: ['profile'],
    summary: 'Upload a JPG or PNG image (multipart field `image`, at most 2 MB); answers the stored file name',
    description:
      'The file is checked by its bytes, not its name, and decoded in full (at most 50 megapixels): a damaged, cut-short or ' +
      'too large picture is refused (422). What is stored is the picture encoded again, upright and without its metadata ' +
      '(EXIF, GPS position). The image is served at /api/storage/<name>.',
    answer: Type.String({ description: 'the stored file name (storage key)' }),
  },
  uploadPdf: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Upload a PDF (multipart field `file`, at most 20 MB), for a press release or a publication’s report; answers the stored file name',
    description:
      'The file is checked by its bytes, not its name: the PDF header, the end-of-file marker at its end and at least one page ' +
      '(422 otherwise). It is kept once a record takes it, and removed after a while otherwise.',
    answer: Type.String({ description: 'the stored file name (storage key)' }),
  },
  getStoredFile: {
    access: 'public',
    summary: 'A stored file (avatars and other uploads); cached for a year, since a key never changes content',
    description:
      `With \`w\` (${IMAGE_WIDTHS.join(', ')}), an uploaded JPG or PNG is answered at that width (never wider than the ` +
      'original), in WebP when `Accept` names it, else in its own format. Other files ignore `w`.',
    params: yup.object({ key: yup.string().required().test('key', 'Not a stored file', (v) => !v || STORAGE_KEY.test(v)) }),
    query: yup.object({ w: width().typeError(widthRule).oneOf([...IMAGE_WIDTHS], widthRule).optional() }),
    answer: { file: 'the file itself (image/png, image/jpeg, image/webp, image/svg+xml, application/pdf)' },
  },
});
