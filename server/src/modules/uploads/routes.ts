import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { uploadContract } from '../../../../shared-api/src/contracts/uploads.js';
import { IMAGE_MAX_BYTES } from '../../../../shared-api/src/enums.js';
import { messages } from '../../../../shared-api/src/validation.js';
import { PDF_MAX_BYTES } from '../../../../shared-api/src/validation/content-admin.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { badRequest, fieldError, notFound, tooLarge } from '../../http/errors.js';
import { fileAudience } from '../../lib/file-gates.js';
import { hasRole, memberOf, readerToken } from '../../plugins/auth.js';
import { findLiveToken } from '../../plugins/auth-tokens.js';
import { rateLimitPerIp } from '../../plugins/security.js';
import { reencodedImage, type UploadedImageType } from './checked-image.js';
import { fileTypeOf, storeUpload } from './files.js';
import { pdfProblem } from './pdf-check.js';
import { formatFor, hasRenditions, rendition } from './renditions.js';

/**
 * The multipart parser's own failures (no boundary, a body cut short) carry no code: they are the sender's malformed
 * upload (400), not the server's failure. Errors with a code (too large, too many parts) keep their own answer. Every
 * module's upload route answers them so.
 */
export function malformedUpload(error: unknown): never {
  if (error instanceof Error && !('code' in error && error.code) && /multipart|boundary|unexpected end/i.test(error.message)) {
    throw badRequest('The upload is malformed. Please choose the file again.');
  }
  throw error;
}

const extensionOf: Record<UploadedImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
const isUploadedImageType = (mime: string): mime is UploadedImageType => Object.hasOwn(extensionOf, mime);

const PDF_TOO_LARGE = `The PDF must be smaller than ${PDF_MAX_BYTES / (1024 * 1024)} MB.`;

const NO_FILE = 'This file does not exist.';

/** Picture and PDF uploads, checked by their bytes, and the stored files themselves. */
const uploadRoutes: FastifyPluginAsync = async (app) => {
  /** Whether a file's request comes from staff: by the Authorization header, or the session cookie a plain link sends. */
  const isStaffReader = async (request: FastifyRequest) => {
    const token = readerToken(request);
    const row = token ? await findLiveToken(app.db, token) : undefined;
    return Boolean(row && hasRole(row.role, 'staff'));
  };

  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  /** Stores checked bytes as the member's upload, removed after a while unless a record takes it (expiry.ts). */
  const store = async (userId: number, bytes: Buffer, mime: string, extension: string) => (await storeUpload(app, userId, { bytes, mime, extension })).key;

  serve(app, uploadContract, {
    uploadImage: {
      config: rateLimitPerIp(app.config.rateLimits.uploadPerIp),
      handler: async (request) => {
        const { userId } = memberOf(request);
        const part = await request.file().catch(malformedUpload);
        if (!part || part.fieldname !== 'image') throw fieldError('image', messages.avatarRequired);
        // Throws FST_REQ_FILE_TOO_LARGE (413) past the limit; nothing has been stored at that point.
        const bytes = await part.toBuffer().catch(malformedUpload);
        const mime = (await fileTypeOf(bytes))?.mime;
        if (!mime || !isUploadedImageType(mime)) throw fieldError('image', messages.uploadType);
        // What is stored is the picture decoded and encoded again (checked-image.ts); one that does not decode is refused.
        const key = await store(userId, await reencodedImage(bytes, mime), mime, extensionOf[mime]);
        return ok(key, 'Image uploaded.');
      },
    },

    uploadPdf: {
      config: rateLimitPerIp(app.config.rateLimits.uploadPerIp),
      handler: async (request) => {
        const { userId } = memberOf(request);
        const part = await request.file({ limits: { fileSize: PDF_MAX_BYTES, files: 1 } }).catch(malformedUpload);
        if (!part || part.fieldname !== 'file') throw fieldError('file', 'Please choose a PDF file.');
        const bytes = await part.toBuffer().catch((error: unknown) => {
          if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(PDF_TOO_LARGE);
          return malformedUpload(error);
        });
        // A PDF by its bytes, beginning, end and pages: a file named .pdf that is something else, or half of one, is refused.
        const problem = pdfProblem(bytes);
        if (problem) throw fieldError('file', problem);
        return ok(await store(userId, bytes, 'application/pdf', 'pdf'), 'PDF uploaded.');
      },
    },

    getStoredFile: async (request, reply) => {
      const { key } = request.params;
      // A file of a record not published yet (a draft press release's PDF) is staff's: anyone else is told there is no
      // such file, and no cache keeps either answer.
      const audience = await fileAudience(app.db, key, app.config.clock.now());
      if (audience === 'staff') {
        reply.header('cache-control', 'no-store');
        if (!(await isStaffReader(request))) throw notFound(NO_FILE);
      }
      const width = request.query.w;
      const resized = width !== undefined && hasRenditions(key);
      const file = resized ? await rendition(app, key, width, formatFor(key, request.headers.accept)) : await app.storage.get(key);
      if (!file) throw notFound(NO_FILE);
      // A resized copy's format follows the browser's Accept: caches keep one per kind of browser.
      if (resized) reply.header('vary', 'accept');
      // Opened on its own, an SVG may not run script or load anything.
      if (file.mime === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply
        .header('content-type', file.mime)
        .header('content-length', file.bytes)
        // A published record's file is kept briefly: staff may take the record back, and then its files are staff's again.
        .header('cache-control', audience === 'staff' ? 'private, no-store' : audience === 'published' ? 'public, max-age=300' : 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  });
};

export default uploadRoutes;
