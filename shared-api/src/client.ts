// The one HTTP client: Bearer token from the `auth` cookie, the `{ error, message, data }` envelope,
// and every failure (HTTP error, network error, `error: true`) turned into one `ApiError`.
import ky, { type Options } from 'ky';
import { takeFirstData } from './first-data';
import { isRecord } from './guards';
import { sessionStore } from './session';

export const API_PREFIX = '/api';

/** Where the server serves a stored file (an image or a PDF) by its key; an uploaded photo also at a `width`. */
export function storageUrl(key: string, width?: number) {
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/')) return key;
  const url = `${API_PREFIX}/storage/${encodeURIComponent(key)}`;
  return width && isPhotoKey(key) ? `${url}?w=${width}` : url;
}

/** Whether a stored file is an uploaded photo (JPG or PNG), which the server also serves at IMAGE_WIDTHS. */
export const isPhotoKey = (key: string) => /^[a-z0-9]+\.(jpg|png)$/.test(key);
export const NETWORK_ERROR_MESSAGE = 'An error occurred while making the request. Please try again later.';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached */
    readonly status: number,
    /** field → message, when the server rejected a form */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What to tell a person about a failed call: the server's message, or the network failure text. */
export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);

/** Whether a call failed because the record does not exist (or is not the caller's to see). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export interface ApiResult<T> {
  message: string;
  data: T;
}

/**
 * On the server, where a page's first view is rendered to HTML (docs/decisions/025), calls go to the API in the same
 * process, as the request being answered: the server sets this once. Never set in a browser.
 */
type ServerFetch = (request: Request) => Promise<Response>;
let serverFetch: ServerFetch | null = null;
export const setServerFetch = (fetch: ServerFetch | null) => {
  serverFetch = fetch;
};
/** The origin calls are addressed to during a server render (a URL needs one outside a browser; it is never contacted). */
export const SERVER_RENDER_ORIGIN = 'http://first-view.invalid';

const http = ky.create({
  prefixUrl: typeof document === 'undefined' ? `${SERVER_RENDER_ORIGIN}${API_PREFIX}` : API_PREFIX,
  fetch: (input, init) => (serverFetch ? serverFetch(new Request(input, init)) : fetch(input, init)),
  retry: 0,
  timeout: 30_000,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        // The server writes its messages (and a new member's e-mails) in the page's language (docs/decisions/030).
        if (typeof document !== 'undefined') request.headers.set('Accept-Language', document.documentElement?.lang === 'ur' ? 'ur' : 'en');
        const token = sessionStore.getState().token;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        // A read the server already answered with the page (what any visitor who is not signed in sees).
        else if (request.method === 'GET') {
          const answer = takeFirstData(request.url);
          if (answer !== undefined) return new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } });
        }
        return undefined;
      },
    ],
  },
});

export async function call<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, options: Options = {}): Promise<ApiResult<T>> {
  const { response, sentToken } = await send(method, path, options);
  const body = await bodyOf(response);
  const envelope = isRecord(body) ? body : {};
  if (!response.ok || !body || envelope.error) throw failure(response, envelope, sentToken);
  // The server answers what the call's contract says (its TypeBox shape, which browsers do not load to check):
  // `T` is that shape's type, given by the typed client.
  return { message: typeof envelope.message === 'string' ? envelope.message : '', data: envelope.data as T };
}

/**
 * A file the server makes for the signed-in account (a staff export): fetched with the Bearer token, since a plain
 * link would not carry it. Failures are the same `ApiError` as any call's.
 */
export const download = async (path: string, searchParams?: Record<string, string | number>): Promise<Blob> => {
  const { response, sentToken } = await send('get', path, searchParams ? { searchParams } : {});
  if (response.ok) return response.blob();
  const body = await bodyOf(response);
  throw failure(response, isRecord(body) ? body : {}, sentToken);
};

async function send(method: string, path: string, options: Options) {
  const sentToken = sessionStore.getState().token;
  try {
    return { response: await http(path.replace(/^\//, ''), { ...options, method }), sentToken };
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}

/** The answer's JSON; undefined when it is none (a proxy's HTML page, an empty body). */
async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A failed call as an `ApiError`: the server's message and, for a rejected form, its field messages. */
function failure(response: Response, envelope: Record<string, unknown>, sentToken: string | null) {
  // A rejected token means the session is over: drop it so the guard sends the member to sign in.
  if (response.status === 401 && sentToken) sessionStore.getState().signOut();
  const errors: Record<string, string> = {};
  const given = isRecord(envelope.data) ? envelope.data.errors : undefined;
  if (isRecord(given)) for (const [field, message] of Object.entries(given)) if (typeof message === 'string') errors[field] = message;
  return new ApiError(typeof envelope.message === 'string' && envelope.message ? envelope.message : NETWORK_ERROR_MESSAGE, response.status, errors);
}

export const get = <T>(path: string, searchParams?: Record<string, string | number>) =>
  call<T>('get', path, searchParams ? { searchParams } : {});
export const post = <T>(path: string, json?: unknown) => call<T>('post', path, json === undefined ? {} : { json });
