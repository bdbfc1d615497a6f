import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_VIEW_ATTRIBUTE, isSignedIn, refreshSession, sessionStore } from 'shared-api';
import { basenameOf, BrowserRouter, documentLocale, localeOfPath, matchRoutes, UiProvider } from 'shared-ui';
import { i18n } from '#i18n';
import shellCatalogs from './locales';
import { App } from './App';
import { permitted, reachable } from './Guard';
import { readShellManifest } from './manifest';
import { loadRouteTexts } from './remotes/routes';
import { loadPage, registerPinnedRemotes } from './remotes/runtime';
import { providedLazily } from './provide-shared';
import { keepFocusOnSubmitPress } from './submit-press';

// Referenced so that the build keeps it; see provide-shared.ts.
void providedLazily;

/** Reads the manifest, starts the first page's remote, then hydrates the server's first view or renders the page. */
export async function start(nextTask: () => Promise<void>) {
  // Every form of every remote: a press on its submit button is never lost to the form moving under it.
  keepFocusOnSubmitPress();
  // Each page load asks the server who is signed in: a role given since sign-in opens the staff area, and a
  // revoked token (a disabled account) answers 401, which signs the browser out before any page needs it.
  if (isSignedIn()) refreshSession().catch(() => undefined);
  // The page's language is its address's (`/ur/…` is Urdu), which the server wrote on the document (docs/decisions/030).
  const locale = documentLocale();
  i18n.activate(locale);
  const catalog = shellCatalogs.load(locale);
  const manifest = await readShellManifest();
  loadRouteTexts(manifest);
  const routes = registerPinnedRemotes(manifest);
  // The first page's remote starts loading now, alongside the shell's own first render, rather than
  // after it. A failure here is shown by the page's own boundary when it asks again. (Not as <link
  // rel=preload> in the HTML: Chromium hands a failed preload to the next request for the same URL, so
  // the fallback's Try again would fail once more after the remote is back.)
  const [match] = matchRoutes(routes.map((route, i) => ({ path: route.path, id: String(i) })), localeOfPath(window.location.pathname).path) ?? [];
  const first = match && routes[Number(match.route.id)];
  if (first && reachable(first.access, isSignedIn()) && permitted(first.access, sessionStore.getState().user?.role)) loadPage(first.id).catch(() => undefined);
  const container = document.getElementById('root')!;
  await catalog.catch(() => undefined);
  const app = (
    <UiProvider>
      <BrowserRouter basename={basenameOf(locale)}>
        <App routes={routes} org={manifest.org!} overridden={manifest.remotes.filter((r) => r.overridden).map((r) => r.name)} />
      </BrowserRouter>
    </UiProvider>
  );
  // The server rendered this page's first view (docs/decisions/025): hydrate it. The page's own Suspense boundary keeps
  // the server's HTML until the remote's code has arrived. A mismatch is reported by name, so a test can catch it.
  if (container.hasAttribute(FIRST_VIEW_ATTRIBUTE)) {
    await nextTask();
    // As a transition, hydration yields to the browser between components: the page is already drawn, and a phone's
    // main thread stays free for a tap (Lighthouse's total blocking time) while it hydrates.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) => console.error('Hydration mismatch:', error, info.componentStack ?? ''),
      });
    });
    return;
  }
  const root = createRoot(container);
  // A transition lets React render in slices and keep the main thread free for input on slow phones.
  startTransition(() => root.render(app));
}

