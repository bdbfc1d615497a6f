import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { issueContract } from '../contract.js';
import { ISSUE_ATTACHMENT_MAX_BYTES, ISSUE_ATTACHMENT_MESSAGES, type IssueAttachmentType } from '../../../../../shared-api/src/limits.js';
import { fieldError, fileTypeOf, invalidField, malformedUpload, memberOf, notFound, ok, pdfProblem, rateLimitPerIp, reencodedImage, Refusal, serveSome, storeUpload, tooLarge } from '../../../../../server/src/kit.js';
import { cleanFileName, findAttachmentFile, recordAttachment } from './attachments.js';

const NO_FILE = 'This file does not exist.';
const CHOOSE_A_FILE = 'Please choose a picture or a PDF to attach.';

const extensionOf: Record<IssueAttachmentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * The bytes to keep of a file a member attaches, checked as every upload of its kind is: a picture decoded in full
 * and encoded again without its metadata (checked-image.ts), a PDF through to its end with a page (pdf-check.ts).
 * Anything else, whatever its name says, is refused (422, field `file`).
 */
async function checkedAttachment(bytes: Buffer): Promise<{ bytes: Buffer; mime: IssueAttachmentType }> {
  const mime = (await fileTypeOf(bytes))?.mime;
  if (mime === 'image/jpeg' || mime === 'image/png') {
    try {
      return { bytes: await reencodedImage(bytes, mime), mime };
    } catch (error) {
      // The picture checks name the avatar's field; here the field is the file.
      if (error instanceof Refusal) throw invalidField('file', error.message);
      throw error;
    }
  }
  if (mime !== 'application/pdf') throw invalidField('file', ISSUE_ATTACHMENT_MESSAGES.type);
  const problem = pdfProblem(bytes);
  if (problem) throw invalidField('file', problem);
  return { bytes, mime };
}

/** Opens in the browser (a picture or a PDF), under the name the member gave it. */
function contentDisposition(name: string) {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Files members attach to their issues and comments: uploaded one at a time (then named by the issue or the comment
 * sent), and opened only by the issue's member and by staff, through these calls.
 */
const issueAttachmentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: ISSUE_ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  const sendFile = async (reply: FastifyReply, file: { upload_name: string; file_name: string; mime: string } | undefined) => {
    const stored = file && (await app.storage.get(file.upload_name));
    if (!file || !stored) throw notFound(NO_FILE);
    return reply
      .header('content-type', file.mime)
      .header('content-length', stored.bytes)
      .header('content-disposition', contentDisposition(file.file_name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(stored.stream);
  };

  serveSome(app, issueContract, {
    uploadIssueAttachment: {
      config: rateLimitPerIp(app.config.rateLimits.uploadPerIp),
      handler: async (request, reply) => {
        const { userId } = memberOf(request);
        const part = await request.file().catch(malformedUpload);
        if (!part || part.fieldname !== 'file') throw fieldError('file', CHOOSE_A_FILE);
        const bytes = await part.toBuffer().catch((error: unknown) => {
          if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(ISSUE_ATTACHMENT_MESSAGES.size);
          return malformedUpload(error);
        });
        const file = await checkedAttachment(bytes);
        const name = cleanFileName(part.filename, file.mime);
        const { recorded } = await storeUpload(app, userId, { ...file, extension: extensionOf[file.mime] }, (trx, key) =>
          recordAttachment(trx, userId, { key, name, mime: file.mime, bytes: file.bytes.length }),
        );
        reply.code(201);
        return ok(recorded!, 'File attached.');
      },
    },

    getIssueAttachment: async (request, reply) => sendFile(reply, await findAttachmentFile(app.db, request.params.attachmentId, memberOf(request).userId)),

    getStaffIssueAttachment: async (request, reply) => sendFile(reply, await findAttachmentFile(app.db, request.params.attachmentId)),
  });
};

export default issueAttachmentRoutes;
