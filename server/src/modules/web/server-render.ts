// The first view as HTML (docs/decisions/025): the server renders the shell's frame and the pinned remote's page with
// the shell's server bundle (shell/dist/server/shell.js) and the remote's (`<remote>/<version>/server/pages.js` in the
// remotes' storage, beside its browser build). The remote's bundle gets the shell's shared singletons, as the
// federation runtime gives them in the browser. A pin or a rollback changes which remote bundle renders at the next
// request; a rebuilt shell bundle is read again when its file changes. Anything that fails leaves the page to the
// browser, as before: this never answers a page with an error.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import vm from 'node:vm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ShellManifest } from '../../../../shared-api/src/routes.js';
import type { SessionUser } from '../../../../shared-api/src/types.js';
import { sanitizeRichText } from '../../lib/html.js';
import type { Storage } from '../../plugins/storage.js';

/** What the shell's server bundle answers (shell/src/server.tsx). */
export interface FirstView {
  html: string;
  reads: Record<string, unknown>;
  queries: unknown;
  route: { id: string; remote: string; title: string };
  title: string;
  partial: boolean;
  errors?: string[];
}
interface ShellRoute {
  id: string;
  remote: string;
  page: string;
}
type PageModule = { default?: unknown };
interface ShellBundle {
  provided: Record<string, unknown>;
  setServerFetch(fetch: (request: Request) => Promise<Response>): void;
  setServerSanitizer(sanitize: (html: string) => string): void;
  parseUserDetails(raw: string | undefined): SessionUser | null;
  renderFirstView(input: {
    url: string;
    manifest: ShellManifest;
    session: { token: string; user: SessionUser | null } | null;
    loadPage(route: ShellRoute): Promise<unknown>;
    budgetMs?: number;
    diagnose?: boolean;
  }): Promise<FirstView | { skipped: string }>;
}

/** The names of the request cookies the shell reads (shared-api's session). */
const AUTH_COOKIE = 'auth';
const USER_DETAILS_COOKIE = 'user_details';

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

/** Evaluates a CommonJS bundle's text with the `require` given, as Node would load the file. */
function evaluate(code: string, filename: string, require: (id: string) => unknown): unknown {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
  const module = { exports: {} as unknown };
  wrapper(module.exports, require, module, filename, path.dirname(filename));
  return module.exports;
}

const isBuiltin = (id: string) => builtinModules.includes(id.replace(/^node:/, ''));

/** Per request: who is asking, for the calls the render makes to the API in this process. */
interface RenderContext {
  token: string | null;
  ip: string;
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
}

export type RenderOutcome = { view: FirstView } | { skipped: string } | { failed: unknown };

export function serverRenderer({ shellDir, files, app, log, budgetMs = 3000, diagnose = false }: ServerRendererOptions) {
  const file = path.join(shellDir, 'server', 'shell.js');
  const context = new AsyncLocalStorage<RenderContext>();
  let loaded: { stamp: string; shell: ShellBundle; remotes: Map<string, Promise<{ pages: Record<string, () => Promise<PageModule>> } | null>> } | null = null;

  /** The API answers a render's call as it answers the browser's: same path, same token, same address. */
  const serverFetch = async (request: Request) => {
    const asking = context.getStore();
    const url = new URL(request.url);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (asking?.token) headers.authorization = `Bearer ${asking.token}`;
    const contentType = request.headers.get('content-type');
    if (contentType) headers['content-type'] = contentType;
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const response = await app.inject({ method: request.method as 'GET', url: url.pathname + url.search, headers, payload: body, remoteAddress: asking?.ip });
    return new Response(response.rawPayload, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
  };

  function shellBundle() {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (loaded?.stamp !== stamp) {
      const nodeRequire = createRequire(file);
      const shell = evaluate(fs.readFileSync(file, 'utf8'), file, nodeRequire) as ShellBundle;
      shell.setServerFetch(serverFetch);
      // Rich text is sanitized again where it is rendered: here, by the allowlist it was stored with.
      shell.setServerSanitizer((html) => sanitizeRichText(html));
      // Each shell bundle gives its own singletons: remote bundles are evaluated again for a new shell.
      loaded = { stamp, shell, remotes: new Map() };
    }
    return loaded;
  }

  /** A remote version's server bundle (immutable, so evaluated once per shell bundle); null when it has none. */
  function remoteBundle(bundle: NonNullable<typeof loaded>, name: string, version: string) {
    const key = `${name}/${version}`;
    let found = bundle.remotes.get(key);
    if (!found) {
      found = (async () => {
        const stored = await files().get(`${key}/server/pages.js`);
        if (!stored) return null;
        const code = await text(stored.stream);
        const require = (id: string) => {
          if (id in bundle.shell.provided) return bundle.shell.provided[id];
          if (isBuiltin(id)) return createRequire(import.meta.url)(id);
          throw new Error(`${key}'s server bundle asks for ${id}, which the shell does not provide`);
        };
        return evaluate(code, `remotes/${key}/server/pages.js`, require) as { pages: Record<string, () => Promise<PageModule>> };
      })();
      bundle.remotes.set(key, found);
      // A version published later (or a read that failed) is looked for again.
      found.then(
        (remote) => remote || bundle.remotes.delete(key),
        () => bundle.remotes.delete(key),
      );
    }
    return found;
  }

  return async function render(request: FastifyRequest, manifest: ShellManifest): Promise<RenderOutcome> {
    try {
      const bundle = shellBundle();
      if (!bundle) return { skipped: 'the shell has no server bundle' };
      const token = cookieOf(request, AUTH_COOKIE) || null;
      const session = token ? { token, user: bundle.shell.parseUserDetails(cookieOf(request, USER_DETAILS_COOKIE)) } : null;
      const versions = new Map(manifest.remotes.map((remote) => [remote.name, remote.version]));
      const outcome = await context.run({ token, ip: request.ip }, () =>
        bundle.shell.renderFirstView({
          url: request.url,
          manifest,
          session,
          budgetMs,
          diagnose,
          loadPage: async (route) => {
            const version = versions.get(route.remote);
            const remote = version ? await remoteBundle(bundle, route.remote, version) : null;
            const load = remote?.pages[route.page];
            if (!load) return null;
            const page = await load();
            return typeof page.default === 'function' ? page.default : null;
          },
        }),
      );
      if ('skipped' in outcome) return { skipped: outcome.skipped };
      if (outcome.partial) log.info({ url: request.url, errors: outcome.errors }, 'part of the first view was left to the browser');
      return { view: outcome };
    } catch (error) {
      log.warn({ err: error, url: request.url }, 'the first view could not be rendered on the server: the browser renders it');
      return { failed: error };
    }
  };
}

export type ServerRenderer = ReturnType<typeof serverRenderer>;
