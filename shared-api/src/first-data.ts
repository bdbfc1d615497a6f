// The answers to a public page's first reads, sent by the server inside index.html (see `RemoteRoute.data`).
// Each is used once, by the first matching GET of a visitor who is not signed in; every later read, a
// retry or a change of page, goes to the server.
import { isRecord } from './guards';
import { FIRST_DATA_ELEMENT } from './routes';

/** A read with its query in any order (per_page=9&page=1 or page=1&per_page=9) is the same read. */
function apiReadKey(url: string) {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.sort();
  return parsed.pathname + parsed.search;
}

let answers: Map<string, string> | undefined;

function readAnswers() {
  const found = new Map<string, string>();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ELEMENT);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (isRecord(parsed)) for (const [url, envelope] of Object.entries(parsed)) found.set(apiReadKey(url), JSON.stringify(envelope));
    } catch {
      // a broken block only costs the reads it would have saved
    }
  }
  return found;
}

/** The body the server sent for this GET, once; undefined when it sent none. */
export function takeFirstData(url: string): string | undefined {
  answers ??= readAnswers();
  if (!answers.size) return undefined;
  const key = apiReadKey(url);
  const body = answers.get(key);
  answers.delete(key);
  return body;
}
