import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import { IMAGE_MAX_BYTES, IMAGE_WIDTHS } from '../../../../shared-api/src/enums.js';
import { messages } from '../../../../shared-api/src/validation.js';
import { Type } from '../../../../shared-api/src/shapes/common.js';
import { errorEnvelope, ok, responses } from '../../http/envelope.js';
import { badRequest, fieldError, notFound } from '../../http/errors.js';
import { yupSchema } from '../../http/yup-schema.js';
import { newStorageKey } from '../../lib/crypto.js';
import { memberOf } from '../../plugins/auth.js';
import { rateLimitPerIp } from '../../plugins/security.js';
import { isStorageKey } from '../../plugins/storage.js';
import { expireLater, workUploadExpiry } from './expiry.js';
import { recordUpload } from './queries.js';
import { formatFor, hasRenditions, rendition, type ImageWidth } from './renditions.js';

/**
 * The multipart parser's own failures (no boundary, a body cut short) carry no code: they are the sender's malformed
 * upload (400), not the server's failure. Errors with a code (too large, too many parts) keep their own answer.
 */
function malformedUpload(error: unknown): never {
  if (error instanceof Error && !(error as { code?: string }).code && /multipart|boundary|unexpected end/i.test(error.message)) {
    throw badRequest('The upload is malformed. Please choose the image again.');
  }
  throw error;
}

const extensionOf: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

const storageParams = yup.object({ key: yup.string().required().test('key', 'Not a stored file', (v) => !v || isStorageKey(v)) });
const storageQuery = yup.object({
  w: yup
    .number()
    .typeError(`w must be one of ${IMAGE_WIDTHS.join(', ')}`)
    .oneOf([...IMAGE_WIDTHS], `w must be one of ${IMAGE_WIDTHS.join(', ')}`)
    .optional(),
});

/** Avatar uploads, checked by their bytes, and the stored files themselves. */
const uploadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  await workUploadExpiry(app);

  app.post(
    '/upload-image',
    {
      config: { access: 'member', owns: 'self', ...rateLimitPerIp(app.config.rateLimits.uploadPerIp) },
      schema: {
        tags: ['profile'],
        summary: 'Upload a JPG or PNG image (multipart field `image`, at most 2 MB); answers the stored file name',
        description: 'The file is checked by its bytes, not its name. The image is served at /api/storage/<name>.',
        consumes: ['multipart/form-data'],
        response: responses(Type.String({ description: 'the stored file name (storage key)' })),
      },
    },
    async (request) => {
      const { userId } = memberOf(request);
      const part = await request.file().catch(malformedUpload);
      if (!part || part.fieldname !== 'image') throw fieldError('image', messages.avatarRequired);
      // Throws FST_REQ_FILE_TOO_LARGE (413) past the limit; nothing has been stored at that point.
      const bytes = await part.toBuffer().catch(malformedUpload);
      // Loaded on first use: it is a large ESM module that most processes never need.
      const { fileTypeFromBuffer } = await import('file-type');
      const type = await fileTypeFromBuffer(bytes);
      const extension = type && extensionOf[type.mime];
      if (!type || !extension) throw fieldError('image', messages.uploadType);
      const key = newStorageKey(extension);
      await app.storage.put(key, bytes, type.mime);
      try {
        await app.db.transaction().execute(async (trx) => {
          await recordUpload(trx, { name: key, userId, mime: type.mime, bytes: bytes.length });
          await expireLater(app, trx, key);
        });
      } catch (error) {
        await app.storage.delete(key);
        throw error;
      }
      return ok(key, 'Image uploaded.');
    },
  );

  app.get<{ Params: { key: string }; Querystring: { w?: ImageWidth } }>(
    '/storage/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['storage'],
        summary: 'A stored file (avatars and other uploads); cached for a year, since a key never changes content',
        description:
          `With \`w\` (${IMAGE_WIDTHS.join(', ')}), an uploaded JPG or PNG is answered at that width (never wider than the ` +
          'original), in WebP when `Accept` names it, else in its own format. Other files ignore `w`.',
        params: yupSchema(storageParams),
        querystring: yupSchema(storageQuery),
        response: { 200: { description: 'the file itself (image/png, image/jpeg, image/svg+xml, application/pdf)', type: 'string', format: 'binary' }, '4xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const width = request.query.w;
      const resized = width !== undefined && hasRenditions(key);
      const file = resized ? await rendition(app, key, width, formatFor(key, request.headers.accept)) : await app.storage.get(key);
      if (!file) throw notFound('This file does not exist.');
      // A resized copy's format follows the browser's Accept: caches keep one per kind of browser.
      if (resized) reply.header('vary', 'accept');
      // Opened on its own, an SVG may not run script or load anything.
      if (file.mime === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply
        .header('content-type', file.mime)
        .header('content-length', file.bytes)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};

export default uploadRoutes;
