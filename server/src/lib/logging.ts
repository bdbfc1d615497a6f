// The server's log, for an operator: one JSON line per event (pino, through Fastify), one line per request with its
// route, status and time, a request id that the jobs a request queues carry on (grep one id to follow a sign-up into
// its welcome mail), the staff member on every staff call, and no secret or personal number in full: passwords, tokens,
// CNICs and phone numbers are masked wherever they appear, in fields, messages, addresses and errors.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';

/** What every line logged while it is current carries: the request (or the request a job came from), the job, the staff member. */
export interface LogContext {
  reqId?: string;
  /** the staff member (user id) whose call this is, or whose call queued the job */
  actor?: number;
  job?: string;
  jobId?: string;
}

export const logContext = new AsyncLocalStorage<LogContext>();

export const MASK = '[redacted]';

// Keys whose value is a secret or a personal number whatever it looks like.
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[_-]?key|otp|signature|securehash|salt|hash_?key|mpin|credentials|cnic|phone|mobile|whatsapp/i;
// A CNIC (13 digits, usually 5-7-1), and a phone number (Pakistani mobile or any international number).
const CNIC = /\b\d{5}-?\d{7}-?\d\b/g;
const PHONE = /(?<![\w.])(?:\+|00)?(?:92[\s-]?|0)3\d{2}[\s-]?\d{3}[\s-]?\d{4}\b|(?<![\w.])\+\d[\d\s-]{8,16}\d\b/g;
// A secret in an address's query (`?token=…`), and a bearer token written out.
const SECRET_PARAM = /([?&][^=&#\s]*(?:token|secret|pass|sig|otp|auth)[^=&#\s]*=)[^&#\s]+/gi;
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

/** Keeps the last two digits of a number, so a support request can still be matched to it. */
const maskDigits = (text: string) => text.replace(/\d(?=(?:\D*\d){2})/g, '*');

/** A text with every secret and personal number in it masked. */
export function redactText(text: string): string {
  return text
    .replace(SECRET_PARAM, `$1${MASK}`)
    .replace(BEARER, `$1${MASK}`)
    .replace(CNIC, (cnic) => maskDigits(cnic))
    .replace(PHONE, (phone) => maskDigits(phone));
}

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of a logged value with secrets masked: under a secret's key the value goes; in any text, the numbers and tokens
 * go. Only plain objects and arrays are walked (a request, a reply or an error has its own serializer, masked too).
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (!isPlain(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '' ? MASK : redact(item, depth + 1);
  return copy;
}

/** The route a request matched, as its pattern (such as /api/user/issues/:issueId), never the address itself. */
export const routeOf = (request: FastifyRequest) => request.routeOptions?.url ?? null;

/** An error as logged: its kind, code, message, stack and cause (and an aggregate's errors), masked. */
export function serializeError(error: unknown, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  // A library that throws or emits a plain object shaped like an error (a message, a code) is logged as one, never as
  // "[object Object]".
  const shaped = error !== null && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string';
  if (!(error instanceof Error) && !shaped) return { type: typeof error, message: redactText(typeof error === 'object' && error !== null ? JSON.stringify(redact(error)) : String(error)), stack: '' };
  const { code, statusCode, cause, errors, name, message, stack } = error as Error & { code?: unknown; statusCode?: unknown; errors?: unknown };
  return {
    type: error instanceof Error ? (error.constructor?.name ?? error.name) : typeof name === 'string' ? name : 'Object',
    message: redactText(message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: redactText(typeof stack === 'string' ? stack : ''),
    ...(cause !== undefined && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
    ...(Array.isArray(errors) && errors.length && depth < 3 ? { errors: errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1)) } : {}),
  };
}

const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactText(request.url),
    route: routeOf(request) ?? undefined,
    remoteAddress: request.ip,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: (error: unknown) => serializeError(error),
  msg: (message: unknown) => (typeof message === 'string' ? redactText(message) : message),
};

/**
 * Pino's options for the server's log: JSON lines with an ISO time and the level's name, masked, and the current
 * job's (or queued-from request's) ids on every line logged outside the request's own logger.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: {
      level: (label: string) => ({ level: label }),
      bindings: (bindings: Record<string, unknown>) => redact(bindings) as Record<string, unknown>,
      log: (object: Record<string, unknown>) => redact(object) as Record<string, unknown>,
    },
    serializers,
    // A line logged through a request's own logger has its id already; any other line (a job, a background task, the
    // app's logger called during a request) takes the ids of the context it runs in.
    mixin(_object: object, _level: number, logger: { bindings(): Record<string, unknown> }) {
      const context = logContext.getStore();
      if (!context) return {};
      if ('reqId' in logger.bindings()) return {};
      return context;
    },
    ...(stream ? { stream } : {}),
  } satisfies FastifyServerOptions['logger'];
}

// Requests a load balancer or a browser makes all the time: logged only at debug level, unless they fail.
const ROUTINE = /^\/(api\/health(\/|$)|remotes\/|favicon|assets\/|api\/storage\/)/;

/** Fastify's request lines, as one line per request: its method, address (masked), route, status and time, and the staff member. */
export class RequestLog extends LogController {
  override incomingRequest() {
    // One line per request, when it is answered.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode < 400 && ROUTINE.test(request.url)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * A request's id: the one a trusted proxy sent (`x-request-id`), else a call made by the server to itself keeps the id
 * of the request it serves (a page's first view asks the API), else a new one.
 */
export const requestIdFactory =
  ({ trustHeader }: { trustHeader: boolean }) =>
  (request: IncomingMessage) => {
    const given = request.headers['x-request-id'];
    if (trustHeader && typeof given === 'string' && REQUEST_ID.test(given)) return given;
    return logContext.getStore()?.reqId ?? randomUUID();
  };
