// A page's reads as the server rendered them (docs/decisions/025). The server renders a page's first view to HTML,
// with the answers its reads had then, and sends those answers in the `first-reads` block; the browser's first render
// takes the same answers, so hydration meets exactly the HTML the server sent. Each answer is kept until the component
// that read it has mounted; every later read (a retry, another page, a return to this one) goes to the server.
import { isRecord } from './guards';
import { FIRST_READS_ELEMENT } from './routes';

/** One server render pass: the answers known so far, and the reads it met that have none yet. */
export interface RenderReads {
  answers: ReadonlyMap<string, unknown>;
  want(key: string, load: () => Promise<unknown>): void;
}

let rendering: RenderReads | null = null;
let seeds: Map<string, unknown> | undefined;
let kept = false;

/** Runs one synchronous server render pass with these reads (renderToString is synchronous: no other pass interleaves). */
export function renderWithReads<T>(reads: RenderReads, render: () => T): T {
  const before = rendering;
  rendering = reads;
  let result: T;
  try {
    result = render();
  } catch (error) {
    rendering = before;
    throw error;
  }
  // A render that goes on asynchronously (a diagnosis, never a served page) keeps them until it ends.
  if (result instanceof Promise) return result.finally(() => {
    rendering = before;
  }) as T;
  rendering = before;
  return result;
}

function readSeeds() {
  const found = new Map<string, unknown>();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (isRecord(parsed)) for (const [key, data] of Object.entries(parsed)) found.set(key, data);
    } catch {
      // a broken block only costs the reads it would have saved
    }
  }
  return found;
}

/**
 * The answer a read has in this render: on the server, the pass's answer (or the read is noted for the next pass);
 * in the browser, the server's answer while the first view hydrates. Undefined when there is none.
 */
export function firstRead(key: string, load: () => Promise<unknown>): { data: unknown } | undefined {
  if (rendering) {
    if (rendering.answers.has(key)) return { data: rendering.answers.get(key) };
    rendering.want(key, load);
    return undefined;
  }
  seeds ??= readSeeds();
  return seeds.has(key) ? { data: seeds.get(key) } : undefined;
}

/** The server's answer was shown and its component has mounted: later reads of the key ask the server. */
export function firstReadUsed(key: string) {
  if (!kept) seeds?.delete(key);
}

/**
 * A page hydrated as islands (docs/decisions/028) keeps the server's answers while it is open: its islands hydrate
 * one by one, and two of them may show the same read. The page never changes under them, so the answers stay its own.
 */
export function keepFirstReads() {
  kept = true;
}

/** After the first navigation no server answer is current any more. */
export function endFirstReads() {
  seeds = new Map();
}
