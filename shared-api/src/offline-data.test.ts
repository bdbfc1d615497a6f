import { forgetOfflineData, OFFLINE_PREFIX } from './offline-data';

const globals = globalThis as unknown as Record<string, unknown>;

function fakeStorage() {
  const databases = new Set([`${OFFLINE_PREFIX}door`, 'chakra-ui', `${OFFLINE_PREFIX}door-7`]);
  const cacheNames = new Set([`${OFFLINE_PREFIX}door-pages`, 'another-site-cache', `${OFFLINE_PREFIX}door-files`]);
  const registrations = [
    { scope: 'http://localhost/staff/check-in', unregister: jest.fn(async () => true) },
    { scope: 'http://localhost/', unregister: jest.fn(async () => true) },
  ];
  globals.indexedDB = {
    databases: async () => [...databases].map((name) => ({ name, version: 1 })),
    deleteDatabase: jest.fn((name: string) => databases.delete(name)),
  };
  globals.caches = { keys: async () => [...cacheNames], delete: jest.fn(async (name: string) => cacheNames.delete(name)) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistrations: async () => registrations } });
  return { databases, cacheNames, registrations };
}

afterEach(() => {
  delete globals.indexedDB;
  delete globals.caches;
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

test("deletes the prefixed databases and caches and the door's worker, and leaves the rest", async () => {
  const { databases, cacheNames, registrations } = fakeStorage();
  await forgetOfflineData();
  expect([...databases]).toEqual(['chakra-ui']);
  expect([...cacheNames]).toEqual(['another-site-cache']);
  expect(registrations[0].unregister).toHaveBeenCalled();
  expect(registrations[1].unregister).not.toHaveBeenCalled();
});

test('a browser without these stores, or one that refuses, is no error', async () => {
  await expect(forgetOfflineData()).resolves.toBeUndefined();
  globals.indexedDB = { databases: async () => Promise.reject(new Error('denied')) };
  globals.caches = { keys: () => { throw new Error('denied'); } };
  await expect(forgetOfflineData()).resolves.toBeUndefined();
});

test('sign-out does not wait for it', async () => {
  const { databases } = fakeStorage();
  const { sessionStore } = await import('./session');
  sessionStore.getState().signIn('t'.repeat(40), { member_id: '1', is_profile_completed: true, role: 'staff' });
  sessionStore.getState().signOut();
  expect(sessionStore.getState().token).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect([...databases]).toEqual(['chakra-ui']);
});
