import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../../shared-api/src/validation.js';
import { badRequest, HttpError } from '../http/errors.js';
import { Refusal, REFUSAL_STATUS } from '../lib/domain-errors.js';
import { errorCode, isRecord } from '../lib/guards.js';

// Failures raised by Fastify and its plugins before a handler runs, in the words a member should read.
const known: Record<string, [status: number, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
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
  FST_ERR_BAD_URL: [400, 'The address of the request is malformed.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address of the request is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request is malformed.'],
};

/**
 * Headers for answers made before any plugin runs (a malformed address, a malformed request line or header):
 * the same JSON, nosniff and a CSP that allows nothing, as every other answer.
 */
const BARE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

/** Fastify's own rejections of an address (malformed encoding, a parameter too long), as the envelope. Never echoes the address. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const { status, message } = toEnvelope(error);
  // Fastify types this reply by the generics of a route not yet found, so it takes no status or payload of ours; at run
  // time it is a plain reply.
  (reply as FastifyReply).code(status).headers(BARE_HEADERS).send({ error: true, message, data: null });
};

/** Rejections by Node's HTTP parser (headers too large, a bad header, chunked with a Content-Length), as the envelope. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long.']
        : [400, 'Bad Request', 'The request is malformed.'];
  const body = JSON.stringify({ error: true, message, data: null });
  const headers = Object.entries({ ...BARE_HEADERS, 'content-length': Buffer.byteLength(body), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n\r\n${body}`);
}

const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * What no route accepts, refused before any validation: a NUL byte in any text (PostgreSQL cannot store it),
 * the keys that reach an object's prototype, and nesting deeper than any form has.
 */
export function refuseUnsafeInput(value: unknown) {
  const stack: Array<[unknown, number]> = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, depth] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) throw badRequest('The request contains a character that is not allowed.');
    } else if (isRecord(current)) {
      if (depth >= MAX_DEPTH) throw badRequest('The request is nested too deeply.');
      for (const key of Object.keys(current)) {
        if (FORBIDDEN_KEYS.has(key) || key.includes('\u0000')) throw badRequest('The request contains a field that is not allowed.');
        stack.push([current[key], depth + 1]);
      }
    }
  }
}

const SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

export function toEnvelope(error: FastifyError | HttpError | Error) {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, data: error.data };
  if (error instanceof Refusal) return { status: REFUSAL_STATUS[error.kind], message: error.message, data: error.fields ? { errors: error.fields } : null };
  const code = errorCode(error);
  if (code && known[code]) return { status: known[code][0], message: known[code][1], data: null };
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
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
    app.addHook('preValidation', async (request) => {
      refuseUnsafeInput(request.params);
      refuseUnsafeInput(request.query);
      refuseUnsafeInput(request.body);
    });

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
