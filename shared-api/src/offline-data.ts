// What the browser keeps for offline use while someone is signed in (the door's scanner page and its list of tickets).
// Everything of it is named with one prefix, so sign-out can find and delete it all without knowing each feature.

/** The prefix of every IndexedDB database and Cache Storage cache kept for offline use. */
export const OFFLINE_PREFIX = 'pafla-offline-';

/** The scope the door's service worker is registered with (the staff's check-in page): the worker's, the page's and sign-out's one value. */
export const DOOR_SCOPE = '/staff/check-in';

const quietly = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch {
    // Best effort: what cannot be deleted now is gone with the browser's site data.
  }
};

async function deleteDatabases() {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases();
  for (const { name } of databases) {
    // Not awaited: a database another tab holds open is deleted when that tab lets go of it.
    if (name?.startsWith(OFFLINE_PREFIX)) await quietly(async () => indexedDB.deleteDatabase(name));
  }
}

async function deleteCaches() {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(OFFLINE_PREFIX)).map((name) => caches.delete(name)));
}

async function unregisterDoor() {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.getRegistrations) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.filter((registration) => new URL(registration.scope).pathname.endsWith(DOOR_SCOPE)).map((registration) => registration.unregister()));
}

/**
 * Deletes what the site keeps offline for a sign-in: the prefixed databases and caches, and the door's service worker.
 * Never throws; the promise is for tests, sign-out does not wait for it.
 */
export function forgetOfflineData(): Promise<void> {
  return Promise.all([quietly(deleteDatabases), quietly(deleteCaches), quietly(unregisterDoor)]).then(() => undefined);
}
