// What renders a first view (docs/decisions/025), wherever it runs: in a worker thread of the pool (render-pool.ts,
// the default) or in the app's own thread (RENDER_WORKERS=0). It evaluates the shell's server bundle
// (shell/dist/server/shell.js) and the pinned remotes' (`<remote>/<version>/server/pages.js`, beside each browser
// build), gives each remote bundle the shell's shared singletons as the federation runtime does in the browser, and
// renders. The page's calls to the API and the reading of a remote's bundle are asked of whoever runs it (`callApi`,
// `readBundle`): the app answers them, in its own thread, as it answers the browser.
// A remote's bundle comes from the remotes' storage, which the web servers do not write: it is evaluated only when its
// bytes have the digest its pin recorded, and its `require` answers the shell's shared singletons and nothing else (no
// Node built-in), so a file changed in the storage is never run (docs/decisions/027).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { localeOfPath, type Locale } from '../../../../shared-api/src/locale.js';
import type { ShellManifest } from '../../../../shared-api/src/routes.js';
import type { SessionUser } from '../../../../shared-api/src/types.js';
import { sanitizeRichText } from '../../lib/html.js';

/** What the shell's server bundle answers (shell/src/server.tsx). */
export interface FirstView {
  html: string;
  reads: Record<string, unknown>;
  queries: unknown;
  /** null for an address no page lives at */
  route: { id: string; remote: string; title: string } | null;
  title: string;
  /** 404: the address names nothing (no page, or a page whose record does not exist); absent for a page that is there */
  status?: 404;
  partial: boolean;
  /** every read the page made was answered (see the shell's server.tsx) */
  answered: boolean;
  errors?: string[];
}
export type CoreOutcome = FirstView | { skipped: string } | { redirect: string };

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
    loadPage(route: ShellRoute, locale: string): Promise<unknown>;
    budgetMs?: number;
    diagnose?: boolean;
  }): Promise<CoreOutcome>;
}

/** A call a render makes to the API, made by the app as the browser's would be: same path, token and address. */
export interface ApiCall {
  method: string;
  /** path and query */
  url: string;
  token: string | null;
  ip: string;
  /** the page's language, which the API answers in as it answers the browser's calls from that page */
  locale?: Locale;
  contentType?: string;
  body?: string;
}
export interface ApiAnswer {
  status: number;
  contentType: string;
  body: Uint8Array;
}

/** One page to render: plain data, so that it can be sent to a worker thread. */
export interface RenderInput {
  /** path and query */
  url: string;
  manifest: ShellManifest;
  /** the request's `auth` cookie */
  token: string | null;
  /** the request's `user_details` cookie, read by the shell as the browser reads it */
  userDetails?: string;
  ip: string;
  /** how long the page's reads may take before it is left to the browser (ms) */
  budgetMs: number;
  /** log why a part of a page was left to the browser (see ServerRendererOptions.diagnose) */
  diagnose: boolean;
}

export interface RenderCoreOptions {
  /** the shell's server bundle */
  shellFile: string;
  callApi(call: ApiCall): Promise<ApiAnswer>;
  /** a remote version's server bundle (`mfe-public/0.3.0`), or null when that version has none */
  readBundle(key: string): Promise<string | null>;
}

/** Evaluates a CommonJS bundle's text with the `require` given, as Node would load the file. */
function evaluate(code: string, filename: string, require: (id: string) => unknown): unknown {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
  const module = { exports: {} as unknown };
  wrapper(module.exports, require, module, filename, path.dirname(filename));
  return module.exports;
}

/** A bundle's digest as the release tool records it with the pin: `sha256-<base64>`. */
export const bundleDigest = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

export function renderCore({ shellFile, callApi, readBundle }: RenderCoreOptions) {
  // Per render: who is asking, for the calls the render makes.
  const context = new AsyncLocalStorage<{ token: string | null; ip: string; locale: Locale }>();
  let loaded: { stamp: string; shell: ShellBundle; remotes: Map<string, Promise<{ pages: Record<string, () => Promise<PageModule>>; catalogs?: { load(locale: string): Promise<void> } } | null>> } | null = null;

  const serverFetch = async (request: Request) => {
    const asking = context.getStore();
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const answer = await callApi({
      method: request.method,
      url: url.pathname + url.search,
      token: asking?.token ?? null,
      ip: asking?.ip ?? '127.0.0.1',
      locale: asking?.locale ?? 'en',
      contentType: request.headers.get('content-type') ?? undefined,
      body,
    });
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
  };

  /** The shell's bundle, evaluated again when its file changes (a rebuilt shell). */
  function shellBundle() {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(shellFile);
    } catch {
      return null;
    }
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (loaded?.stamp !== stamp) {
      const shell = evaluate(fs.readFileSync(shellFile, 'utf8'), shellFile, createRequire(shellFile)) as ShellBundle;
      shell.setServerFetch(serverFetch);
      // Rich text is sanitized again where it is rendered: here, by the allowlist it was stored with.
      shell.setServerSanitizer((html) => sanitizeRichText(html));
      // Each shell bundle gives its own singletons: remote bundles are evaluated again for a new shell.
      loaded = { stamp, shell, remotes: new Map() };
    }
    return loaded;
  }

  /**
   * A remote version's server bundle, evaluated once per shell bundle when its bytes have the pin's digest; null when
   * it has none. Rejects when the bytes differ or the bundle asks for more than the shared singletons.
   */
  function remoteBundle(bundle: NonNullable<typeof loaded>, name: string, version: string, digest: string) {
    const key = `${name}/${version}`;
    let found = bundle.remotes.get(`${key} ${digest}`);
    if (!found) {
      found = (async () => {
        const code = await readBundle(key);
        if (code === null) return null;
        if (bundleDigest(code) !== digest) throw new Error(`${key}'s server bundle does not have the digest its pin recorded: it is not evaluated`);
        const require = (id: string) => {
          if (Object.hasOwn(bundle.shell.provided, id)) return bundle.shell.provided[id];
          throw new Error(`${key}'s server bundle asks for ${id}: a remote's server bundle gets only the shell's shared modules`);
        };
        return evaluate(code, `remotes/${key}/server/pages.js`, require) as { pages: Record<string, () => Promise<PageModule>>; catalogs?: { load(locale: string): Promise<void> } };
      })();
      bundle.remotes.set(`${key} ${digest}`, found);
      // A version published later (or a read that failed) is looked for again.
      found.then(
        (remote) => remote || bundle.remotes.delete(`${key} ${digest}`),
        () => bundle.remotes.delete(`${key} ${digest}`),
      );
    }
    return found;
  }

  return {
    /** Renders one page; rejects when the render fails (the caller leaves the page to the browser). */
    async render(input: RenderInput): Promise<CoreOutcome> {
      const bundle = shellBundle();
      if (!bundle) return { skipped: 'the shell has no server bundle' };
      const session = input.token ? { token: input.token, user: bundle.shell.parseUserDetails(input.userDetails) } : null;
      const pinned = new Map(input.manifest.remotes.map((remote) => [remote.name, remote]));
      // The page's language is its address's (`/ur/…`): its calls ask for their answers in it, as the browser's do.
      const locale = localeOfPath(input.url.split('?')[0]).locale;
      return context.run({ token: input.token, ip: input.ip, locale }, () =>
        bundle.shell.renderFirstView({
          url: input.url,
          manifest: input.manifest,
          session,
          budgetMs: input.budgetMs,
          diagnose: input.diagnose,
          loadPage: async (route, locale) => {
            // A remote without a digest (no bundle, a pin made before digests, or first views switched to the
            // browser) is left to the browser.
            const pin = pinned.get(route.remote);
            const remote = pin?.serverBundle ? await remoteBundle(bundle, route.remote, pin.version, pin.serverBundle) : null;
            const load = remote?.pages[route.page];
            if (!load) return null;
            // The remote's catalog of the page's language (docs/decisions/030); a remote without one shows its English.
            const [page] = await Promise.all([load(), remote.catalogs?.load(locale)]);
            return typeof page.default === 'function' ? page.default : null;
          },
        }),
      );
    },
  };
}
