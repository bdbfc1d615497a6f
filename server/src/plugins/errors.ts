import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../../shared-api/src/validation.js';
import { HttpError } from '../http/errors.js';

// Failures raised by Fastify and its plugins before a handler runs, in the words a member should read.
const known: Record<string, [status: number, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported here.'],
  FST_REQ_FILE_TOO_LARGE: [413, messages.uploadSize],
  FST_FILES_LIMIT: [413, 'Please upload one image at a time.'],
  FST_PARTS_LIMIT: [413, 'Please upload one image at a time.'],
  FST_FIELDS_LIMIT: [413, 'Please upload one image at a time.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Please send the image as multipart/form-data.'],
  FST_PROTO_VIOLATION: [400, 'The request is malformed.'],
  FST_MP_PREMATURE_CLOSE: [400, 'The upload was interrupted. Please try again.'],
};

const SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

export function toEnvelope(error: FastifyError | HttpError | Error) {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, data: error.data };
  const code = (error as FastifyError).code;
  if (code && known[code]) return { status: known[code][0], message: known[code][1], data: null };
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: error.message, data: null };
  return { status: 500, message: SERVER_ERROR, data: null };
}

export interface ErrorsPluginOptions {
  /** answers a GET for a page (not /api) that no route serves: the shell's index.html in production */
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** The one place where failures become the `{ error, message, data }` envelope. */
export default fp<ErrorsPluginOptions>(
  async (app, { pageFallback }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message, data } = toEnvelope(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: true, message, data });
    });

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0];
      // A missing file (a chunk, an image) must stay a 404, or a browser would parse index.html as JavaScript.
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/^\/(api|remotes)(\/|$)/.test(pathname) &&
        (!/\.[A-Za-z0-9]+$/.test(pathname) || pathname === '/index.html');
      if (isPage && pageFallback) return pageFallback(request, reply);
      return reply.code(404).send({ error: true, message: 'The requested resource was not found.', data: null });
    });
  },
  { name: 'errors' },
);
