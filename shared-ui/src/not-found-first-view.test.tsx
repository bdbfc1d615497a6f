import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ApiError, defineQuery, FIRST_READS_ELEMENT, firstReadsBlock, renderWithReads, useRead } from 'shared-api';
import { FirstViewDocument } from './canonical';
import { PageFrame } from './page-frame';
import { UiProvider } from './provider';
import { MemoryRouter } from './router';

// A record's page whose record does not exist, as the server renders its first view (docs/decisions/025): the read the
// API answered 404 shows the page's not-found state in the HTML, the page says 404 to the server, and the browser
// hydrates the same state without asking again.

interface Event {
  title: string;
}

function EventPage({ load }: { load: () => Promise<{ message: string; data: Event }> }) {
  const query = useRead(defineQuery(['ticketing', 'event', '999'], load));
  return (
    <PageFrame query={query} what="the event" notFound={{ title: 'This event does not exist', back: { to: '/events', label: 'All events' }, titleAs: 'h1' }}>
      {(event) => <h1>{event.title}</h1>}
    </PageFrame>
  );
}

const page = (load: () => Promise<{ message: string; data: Event }>) => (
  <UiProvider>
    <MemoryRouter initialEntries={['/event/no-such-event/999']}>
      <EventPage load={load} />
    </MemoryRouter>
  </UiProvider>
);

/** Renders as the server does, pass by pass; a read answered 404 is kept as missing. */
async function serverRender(load: () => Promise<{ message: string; data: Event }>) {
  const answers = new Map<string, unknown>();
  const missing = new Map<string, string>();
  const said: { redirect: string | null; title: string | null; status?: 404 | null } = { redirect: null, title: null, status: null };
  let html = '';
  for (let pass = 0; pass < 3; pass += 1) {
    const wanted: Array<[string, () => Promise<unknown>]> = [];
    html = renderWithReads({ answers, missing, want: (key, read) => wanted.push([key, read]) }, () =>
      renderToString(<FirstViewDocument.Provider value={said}>{page(load)}</FirstViewDocument.Provider>),
    );
    if (!wanted.length) break;
    for (const [key, read] of wanted) {
      await read().then(
        (data) => answers.set(key, data),
        (error: unknown) => error instanceof ApiError && error.status === 404 && missing.set(key, error.message),
      );
    }
  }
  return { html: html.replace(/<style data-emotion="[^"]*">[^<]*<\/style>/g, ''), said, block: firstReadsBlock(answers, missing) };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('a record that does not exist, on the server and in the browser', () => {
  it('is drawn not found by the server, which is told 404, and hydrates the same without asking again', async () => {
    const load = jest.fn().mockRejectedValue(new ApiError('This event does not exist.', 404));
    const { html, said, block } = await serverRender(load);
    expect(html).toContain('This event does not exist');
    expect(html).toContain('href="/events"');
    expect(said.status).toBe(404);
    expect(block).toEqual({ missing: { '["ticketing","event","999"]': 'This event does not exist.' } });

    // The browser: the page's HTML and its first-reads block, as the server sent them.
    document.body.innerHTML = `<script type="application/json" id="${FIRST_READS_ELEMENT}">${JSON.stringify(block)}</script><div id="root">${html}</div>`;
    const container = document.getElementById('root')!;
    const mismatches: unknown[] = [];
    const browserLoad = jest.fn().mockResolvedValue({ message: '', data: { title: 'Asked again' } });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      root = hydrateRoot(container, page(browserLoad), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toHaveTextContent('This event does not exist');
    expect(browserLoad).not.toHaveBeenCalled();
  });

  it('says nothing of the status for a record that is there, or a read that failed otherwise', async () => {
    const found = await serverRender(jest.fn().mockResolvedValue({ message: '', data: { title: 'Freelance Fest Karachi 2027' } }));
    expect(found.html).toContain('Freelance Fest Karachi 2027');
    expect(found.said.status).toBeNull();
    const failed = await serverRender(jest.fn().mockRejectedValue(new ApiError('The server is busy.', 503)));
    expect(failed.said.status).toBeNull();
    expect(failed.block).toEqual({});
  });
});
