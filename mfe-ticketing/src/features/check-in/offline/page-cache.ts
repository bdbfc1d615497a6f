// The door's page kept for a reload with no network: the site's service worker (/door-sw.js, built with the shell)
// is registered for this page alone and told to keep the page and every file it has loaded. Tickets are not its
// business (the door keeps them in IndexedDB), nor is anything under /api/.
import { DOOR_SCOPE, OFFLINE_PREFIX } from 'shared-api/offline-data';

const WORKER = '/door-sw.js';
/** Where the worker keeps the page itself, under its address without the query. */
const PAGES_CACHE = `${OFFLINE_PREFIX}door-pages`;
/** Keeping fetches every file again over what may be a slow door's connection: a minute before giving up. */
const KEEP_TIMEOUT_MS = 60_000;
const FORGET_TIMEOUT_MS = 5_000;

const NO_WORKERS = 'This browser cannot keep the page for offline use.';

/** A file the page has loaded, as the browser's resource timing (or the document) names it. */
export interface LoadedFile {
  name: string;
}

// What the worker keeps: scripts, styles, fonts, images and JSON. By extension, since a federation chunk is fetched
// by the runtime's own script element and a manifest by fetch, neither of which says what the file is.
const FILE_EXTENSION = /\.(m?js|css|json|woff2?|ttf|otf|png|jpe?g|gif|svg|webp|avif|ico)$/i;

/** The same-origin files worth keeping, each once, in the order the page loaded them; never the API. */
export function urlsToKeep(entries: Iterable<LoadedFile>, origin: string): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    if (!name) continue;
    let url: URL;
    try {
      url = new URL(name, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || url.pathname.startsWith('/api/') || !FILE_EXTENSION.test(url.pathname)) continue;
    url.hash = '';
    urls.add(url.href);
  }
  return [...urls];
}

function loadedFiles(): LoadedFile[] {
  const timed = performance.getEntriesByType('resource');
  // The document's own scripts and styles too: a browser's resource timing buffer may have filled before they came.
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"], link[rel="preload"], link[rel="modulepreload"], link[rel~="icon"]');
  return [
    ...timed.map(({ name }) => ({ name })),
    ...Array.from(document.scripts, (script) => ({ name: script.src })),
    ...Array.from(links, (link) => ({ name: link.href })),
  ];
}

const workers = () => {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) throw new Error(NO_WORKERS);
  return navigator.serviceWorker;
};

/** The registration's worker once it is active (it takes over at once: skipWaiting and clients.claim). */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve, reject) => {
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (!worker) return reject(new Error(NO_WORKERS));
    if (worker.state === 'activated') return resolve(worker);
    const changed = () => {
      if (worker.state === 'activated') resolve(worker);
      else if (worker.state === 'redundant') reject(new Error('The page could not be kept for offline use: its worker did not start.'));
      else return;
      worker.removeEventListener('statechange', changed);
    };
    worker.addEventListener('statechange', changed);
  });
}

/** Sends a message to the worker on its own channel and waits for the answer. */
function ask<T>(worker: ServiceWorker, message: unknown, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      reject(new Error('The page could not be kept for offline use: its worker did not answer.'));
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<T>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** The door's own registration, not one of a wider scope that happens to cover the page. */
async function doorRegistration() {
  const registration = await workers().getRegistration(DOOR_SCOPE);
  return registration && new URL(registration.scope).pathname === DOOR_SCOPE ? registration : undefined;
}

/**
 * Keeps this page, and every file it has loaded so far, for a reload with no network. Load what the page will need
 * offline (the camera's and reader's code) before calling it. Rejects when the browser has no service workers.
 */
export async function keepPageOffline(): Promise<{ kept: number; failed: string[] }> {
  const registration = await workers().register(WORKER, { scope: DOOR_SCOPE });
  const worker = await activeWorker(registration);
  const page = new URL(location.href);
  page.hash = '';
  const urls = [page.href, ...urlsToKeep(loadedFiles(), location.origin)];
  const answer = await ask<{ type: string; kept: number; failed: string[] }>(worker, { type: 'KEEP_URLS', urls }, KEEP_TIMEOUT_MS);
  return { kept: answer.kept, failed: answer.failed };
}

/** Whether the door's worker is active and holds this page, so a reload with no network would show it. */
export async function pageKeptOffline(): Promise<boolean> {
  try {
    const registration = await doorRegistration();
    if (!registration?.active || typeof caches === 'undefined') return false;
    const page = await caches.match(`${location.origin}${location.pathname}`, { cacheName: PAGES_CACHE, ignoreSearch: true, ignoreVary: true });
    return page !== undefined;
  } catch {
    return false;
  }
}

/** Deletes what the worker keeps and unregisters it: the page loads from the network only again. */
export async function forgetPage(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  const registration = await doorRegistration();
  if (!registration) return;
  if (registration.active) {
    // A worker that does not answer leaves its caches to sign-out, which deletes them all.
    await ask(registration.active, { type: 'FORGET' }, FORGET_TIMEOUT_MS).catch(() => undefined);
  }
  await registration.unregister();
}
