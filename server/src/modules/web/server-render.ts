// The first view as HTML (docs/decisions/025): the server renders the shell's frame and the pinned remote's page with
// the shell's server bundle (shell/dist/server/shell.js) and the remote's (`<remote>/<version>/server/pages.js` in the
// remotes' storage, beside its browser build), in worker threads (render-pool.ts) or in the app's own thread
// (render-core.ts does the rendering either way). A pin or a rollback changes which remote bundle renders at the next
// request; a rebuilt shell bundle is read again when its file changes. Anything that fails leaves the page to the
// browser, as before: this never answers a page with an error.
import { text } from 'node:stream/consumers';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ShellManifest } from '../../../../shared-api/src/routes.js';
import { pathOf } from '../../../../shared-api/src/contract.js';
import { endpointNamed } from '../../http/contract-index.js';
import type { Storage } from '../../plugins/storage.js';
import { renderCore, type ApiCall, type ApiAnswer, type FirstView, type RenderInput } from './render-core.js';
import { renderPool } from './render-pool.js';

/** The names of the request cookies the shell reads (shared-api's session). */
const AUTH_COOKIE = 'auth';
const USER_DETAILS_COOKIE = 'user_details';

/** Whether two `user_details` values name the same member, profile state and role. */
function sameUser(a: string, b: string) {
  try {
    const [x, y] = [JSON.parse(a), JSON.parse(b)] as Array<Record<string, unknown>>;
    return String(x.member_id ?? '') === y.member_id && (x.is_profile_completed === true) === y.is_profile_completed && (x.role ?? 'member') === y.role;
  } catch {
    return false;
  }
}

export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface ServerRendererOptions {
  shellDir: string;
  /** the published remotes' storage */
  files: () => Storage;
  app: FastifyInstance;
  log: FastifyBaseLogger;
  /** how long a page's reads may take before it is left to the browser (ms) */
  budgetMs?: number;
  /**
   * Log why a part of a page was left to the browser (development: FIRST_VIEW_DIAGNOSE=1). It renders such a page once
   * more, holding that render's session for its whole length, so it is never on while serving members.
   */
  diagnose?: boolean;
  /** worker threads to render in; 0 renders in the app's own thread */
  workers: number;
}

export type RenderOutcome = ({ view: FirstView } | { skipped: string } | { redirect: string } | { failed: unknown }) & {
  /**
   * The session's user as the page was drawn for, when the browser's `user_details` cookie says otherwise: the
   * cookie's new value, or null when the token was refused (both cookies are cleared). The browser then reads what the
   * server drew.
   */
  session?: string | null;
};

export function serverRenderer({ shellDir, files, app, log, budgetMs = 3000, diagnose = false, workers }: ServerRendererOptions) {
  const shellFile = path.join(shellDir, 'server', 'shell.js');
  /** The API answers a render's call as it answers the browser's: same path, same token, same address. */
  const callApi = async (call: ApiCall): Promise<ApiAnswer> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    // The site's client asks in its page's language (shared-api's client); a render asks in the page's it draws.
    if (call.locale) headers['accept-language'] = call.locale;
    if (call.contentType) headers['content-type'] = call.contentType;
    const response = await app.inject({ method: call.method as 'GET', url: call.url, headers, payload: call.body, remoteAddress: call.ip });
    return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? 'application/json'), body: new Uint8Array(response.rawPayload) };
  };
  const readBundle = async (key: string) => {
    const stored = await files().get(`${key}/server/pages.js`);
    return stored ? text(stored.stream) : null;
  };
  // A render's own CPU time comes on top of the reads' budget: past both, its worker is taken to be stuck.
  const pool = workers > 0 ? renderPool({ size: workers, shellFile, callApi, readBundle, timeoutMs: budgetMs + 5000, log }) : null;
  const engine = pool ?? renderCore({ shellFile, callApi, readBundle });

  /**
   * Who the request's token belongs to now, as the browser's session refresh asks it: a role given or taken since
   * sign-in, or a profile completed, is drawn right at once (a page of islands has no later render to correct it),
   * and a revoked token renders the visitor's page. Null when the token is refused; the cookie's copy when the
   * answer cannot be read.
   */
  async function currentUser(token: string, ip: string, cookie: string | undefined): Promise<string | undefined | null> {
    try {
      const session = await endpointNamed('getSession');
      if (!session) return cookie;
      const answer = await callApi({ method: session.method, url: `/api/${pathOf(session.path, {})}`, token, ip });
      if (answer.status === 401) return null;
      if (answer.status !== 200) return cookie;
      const data = (JSON.parse(Buffer.from(answer.body).toString('utf8')) as { data?: Record<string, unknown> }).data;
      if (!data || typeof data !== 'object') return cookie;
      // The cookie's three fields, as the browser's session writes them (shared-api's sessionUser).
      const fresh = JSON.stringify({ member_id: String(data.member_id ?? ''), is_profile_completed: data.is_profile_completed === true, role: data.role ?? 'member' });
      return cookie !== undefined && sameUser(cookie, fresh) ? cookie : fresh;
    } catch {
      return cookie;
    }
  }

  async function render(request: FastifyRequest, manifest: ShellManifest): Promise<RenderOutcome> {
    const cookieToken = cookieOf(request, AUTH_COOKIE) || null;
    const cookieUser = cookieOf(request, USER_DETAILS_COOKIE);
    const user = cookieToken ? await currentUser(cookieToken, request.ip, cookieUser) : cookieUser;
    const session = user === cookieUser ? {} : { session: user ?? null };
    const input: RenderInput = {
      url: request.url,
      manifest,
      token: user === null ? null : cookieToken,
      userDetails: user ?? undefined,
      ip: request.ip,
      budgetMs,
      diagnose,
    };
    const started = performance.now();
    const took = (outcome: string) => app.metrics.renders.observe({ outcome }, (performance.now() - started) / 1000);
    try {
      const outcome = await engine.render(input);
      took('skipped' in outcome ? 'skipped' : 'redirect' in outcome ? 'redirect' : outcome.partial ? 'partial' : 'rendered');
      if ('skipped' in outcome) return { skipped: outcome.skipped, ...session };
      if ('redirect' in outcome) return { redirect: outcome.redirect, ...session };
      if (outcome.partial) log.info({ url: request.url, errors: outcome.errors }, 'part of the first view was left to the browser');
      return { view: outcome, ...session };
    } catch (error) {
      took('failed');
      log.warn({ err: error, url: request.url }, 'the first view could not be rendered on the server: the browser renders it');
      return { failed: error, ...session };
    }
  }
  /** Stops the render workers (the app's onClose). */
  render.close = async () => {
    await pool?.close();
  };
  return render;
}

export type ServerRenderer = ReturnType<typeof serverRenderer>;
