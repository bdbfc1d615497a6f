// The door's service worker (/door-sw.js): keeps the staff's check-in page working after a reload with no network, at
// a door whose connection comes and goes. Registered with the page's scope only, so it answers that page's navigations
// and the requests the page makes, and no other page's. The tickets themselves are the page's (IndexedDB): the API is
// never cached here. Built on its own (esbuild, see package.json), without the federation runtime.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { DOOR_SCOPE, OFFLINE_PREFIX } from 'shared-api/offline-data';

declare const self: ServiceWorkerGlobalScope;


// As the server decides which files are immutable (server/src/modules/web/site.ts): an 8+ character content hash.
const isHashed = (pathname: string) => /[.-][0-9a-f]{8,}\./i.test(pathname.slice(pathname.lastIndexOf('/') + 1));

const FILE_DESTINATIONS = new Set(['script', 'style', 'font', 'image']);
const FILE_EXTENSION = /\.(m?js|css|json|woff2?|ttf|otf|png|jpe?g|gif|svg|webp|avif|ico)$/i;

/** A file the page runs or shows, of this site, and not the API's. */
const isPageFile = (url: URL, request?: Request) =>
  url.origin === self.location.origin &&
  !url.pathname.startsWith('/api/') &&
  ((request !== undefined && FILE_DESTINATIONS.has(request.destination)) || FILE_EXTENSION.test(url.pathname));

// Only a complete answer is kept: never an error page or a redirect in place of the page.
const complete = () => new CacheableResponsePlugin({ statuses: [200] });

// The page's address with any query (`?event=7`) is the same page: kept once, under its path.
const withoutQuery = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

// Vary (Cookie, accept-language) names headers a worker's requests do not carry: matched by URL alone.
const matchOptions = { ignoreVary: true };

const pages = new NetworkFirst({
  cacheName: `${OFFLINE_PREFIX}door-pages`,
  networkTimeoutSeconds: 4,
  matchOptions,
  plugins: [complete(), withoutQuery],
});

// A hashed file never changes: the copy kept is the file. The oldest go once enough releases have passed.
const hashedFiles = new CacheFirst({
  cacheName: `${OFFLINE_PREFIX}door-files`,
  matchOptions,
  plugins: [complete(), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

// remoteEntry.js, mf-manifest.json and the like change in place: the network's copy while there is one.
const changingFiles = new NetworkFirst({
  cacheName: `${OFFLINE_PREFIX}door-entries`,
  networkTimeoutSeconds: 3,
  matchOptions,
  plugins: [complete(), new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
});

const fileStrategy = (url: URL) => (isHashed(url.pathname) ? hashedFiles : changingFiles);

const router = new Router();
router.registerRoute(new Route(({ request }) => request.mode === 'navigate', pages));
router.registerRoute(new Route(({ url, request }) => isPageFile(url, request) && isHashed(url.pathname), hashedFiles));
router.registerRoute(new Route(({ url, request }) => isPageFile(url, request) && !isHashed(url.pathname), changingFiles));
// Anything else (the API above all) is left to the browser: no answer from here.
self.addEventListener('fetch', (event) => {
  const answer = router.handleRequest({ request: event.request, event });
  if (answer) event.respondWith(answer);
});

/** The rule a URL the page asks to keep is kept by: the page itself, or a file it loaded; none for anything else. */
function strategyFor(url: URL): Strategy | null {
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return null;
  if (url.pathname === DOOR_SCOPE || url.pathname.startsWith(`${DOOR_SCOPE}/`)) return pages;
  return isPageFile(url) ? fileStrategy(url) : null;
}

/** Fetches and keeps each URL now, by its rule, so the page loads offline before it has been reloaded once. */
async function keep(urls: unknown[], event: ExtendableEvent) {
  const failed: string[] = [];
  let kept = 0;
  await Promise.all(
    urls.map(async (raw) => {
      try {
        const url = new URL(String(raw), self.location.href);
        const strategy = strategyFor(url);
        if (!strategy) throw new Error('not kept offline');
        // Answered only once the copy is in the cache, not as soon as the network's answer comes.
        const [answer, stored] = strategy.handleAll({ request: new Request(url.href, { credentials: 'same-origin' }), event });
        const response = await answer;
        await stored;
        if (!response.ok) throw new Error(String(response.status));
        kept += 1;
      } catch {
        failed.push(String(raw));
      }
    }),
  );
  return { type: 'KEPT', kept, failed };
}

async function forget() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(OFFLINE_PREFIX)).map((name) => caches.delete(name)));
  return { type: 'FORGOTTEN' };
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  const work =
    data.type === 'KEEP_URLS' && 'urls' in data && Array.isArray(data.urls) ? keep(data.urls, event) : data.type === 'FORGET' ? forget() : null;
  if (!work) return;
  // The answer goes back on the channel the page sent with the message.
  event.waitUntil(work.then((answer) => event.ports[0]?.postMessage(answer)));
});

// A new version takes over at once, and the page that registered the worker is served by it without a reload.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
