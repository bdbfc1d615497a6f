// A mock of the server at the test's edge: the real shared-api client (token, envelope, errors, first-view
// answers) runs, and only the HTTP answer is the test's. Routes are "METHOD /api/path"; the query string is
// ignored for matching and handed to the answer.
import type { Envelope } from 'shared-api';

type Answer = { status?: number; body: Partial<Envelope<unknown>> } | ((request: { url: URL; body: unknown; headers: Headers }) => { status?: number; body: Partial<Envelope<unknown>> });

export interface MockApi {
  /** every request the page made, in order, as "METHOD /api/path?query" */
  calls: string[];
}

/** An envelope as the server sends it. */
export const ok = <T,>(data: T, message = '') => ({ body: { error: false, message, data } });
export const failure = (status: number, message: string, errors?: Record<string, string>) => ({
  status,
  body: { error: true, message, data: errors ? { errors } : null },
});

/** Answers the routes given; any other request fails the test with the route it asked for. */
export function mockApi(routes: Record<string, Answer>): MockApi {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    calls.push(`${route}${url.search}`);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const answer = routes[route];
    if (!answer) throw new Error(`mockApi: no answer for ${route}`);
    const { status = 200, body: envelope } = typeof answer === 'function' ? answer({ url, body, headers: request.headers }) : answer;
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls };
}
