/**
 * @jest-environment node
 */
// The real client over a recording fetch (Node's own Request and Response); the page's data block is the
// only part of a document this needs.
import type * as Content from './content';
import type * as Main from './index';
import type * as Ticketing from './ticketing';

type Api = typeof Main & typeof Content & typeof Ticketing;

const blocks = new Map<string, string>();
Object.assign(globalThis, { document: { getElementById: (id: string) => (blocks.has(id) ? { textContent: blocks.get(id) } : null) } });

// As in a browser, the client's relative URLs resolve against the page's address.
const NodeRequest = Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://site.test') : input, init);
  }
} as typeof Request;

const served: string[] = [];
globalThis.fetch = (async (input: Request) => {
  served.push(`${input.method} ${new URL(input.url).pathname}${new URL(input.url).search}`);
  return new Response(JSON.stringify({ error: false, message: 'from the server', data: { items: [], page: 1 } }), { headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const envelope = (message: string) => ({ error: false, message, data: { items: [{ id: 7 }], page: 1 } });

/** shared-api as a page sees it right after load, with this block in the HTML. */
function freshClient(block: unknown): Api {
  blocks.clear();
  if (block !== undefined) blocks.set('first-data', typeof block === 'string' ? block : JSON.stringify(block));
  served.length = 0;
  let api!: Api;
  jest.isolateModules(() => {
    // The content and events' calls as a remote bundles them, over the main entry's one client.
    api = { ...jest.requireActual<typeof Main>('./index'), ...jest.requireActual<typeof Content>('shared-api/content'), ...jest.requireActual<typeof Ticketing>('shared-api/ticketing') };
  });
  return api;
}

test('answers the first read of a block from it, without a request, and the next one from the server', async () => {
  const api = freshClient({ '/api/events?page=1': envelope('sent with the page') });
  expect(await api.getEvents(1)).toEqual({ message: 'sent with the page', data: { items: [{ id: 7 }], page: 1 } });
  expect(served).toEqual([]);
  expect((await api.getEvents(1)).message).toBe('from the server');
  expect(served).toEqual(['GET /api/events?page=1']);
});

test('matches a read whatever the order of its query', async () => {
  const api = freshClient({ '/api/events?when=past&page=2': envelope('sent with the page') });
  expect((await api.getEvents(2, 'past')).message).toBe('sent with the page');
  expect(served).toEqual([]);
});

test('leaves other reads, and every read of a signed-in member, to the server', async () => {
  const api = freshClient({ '/api/events?page=1': envelope('sent with the page'), '/api/packages/Seed': envelope('sent with the page') });
  await api.getEvents(2);
  api.sessionStore.setState({ token: 'a'.repeat(40) });
  expect((await api.getPackage('Seed')).message).toBe('from the server');
  expect(served).toEqual(['GET /api/events?page=2', 'GET /api/packages/Seed']);
});

test('a broken block costs only the reads it would have saved', async () => {
  const api = freshClient('{"/api/events?page=1": ');
  expect((await api.getEvents(1)).message).toBe('from the server');
  expect(served).toEqual(['GET /api/events?page=1']);
});
