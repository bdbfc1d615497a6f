// A page's reads as the server rendered them (docs/decisions/025). The server renders a page's first view to HTML,
// with the answers its reads had then, and sends those answers in the `first-reads` block; the browser's first render
// takes the same answers, so hydration meets exactly the HTML the server sent. Each answer is kept until the component
// that read it has mounted; every later read (a retry, another page, a return to this one) goes to the server.
import { isRecord } from './guards';
import { FIRST_READS_ELEMENT } from './routes';

/** One server render pass: the answers known so far, and the reads it met that have none yet. */
export interface RenderReads {
  answers: ReadonlyMap<string, unknown>;
  /**
   * The reads the API answered 404, with its message: the record the page shows does not exist. The page renders its
   * not-found state on the server (and the server answers 404), and the browser hydrates the same.
   */
  missing?: ReadonlyMap<string, string>;
  want(key: string, load: () => Promise<unknown>): void;
}

/** A read's answer in this render: its data, or the message of its 404 (the record does not exist). */
export type FirstReadAnswer = { data: unknown } | { missing: string };

/**
 * In the first-reads block, the reads answered 404, each with its message. A read's own key is a JSON array (see
 * useRead), so this one is never a read's.
 */
const MISSING = 'missing';

let rendering: RenderReads | null = null;
let seeds: Map<string, unknown> | undefined;
let missingSeeds: Map<string, string> | undefined;
let kept = false;

/** The first-reads block the server sends with a page it rendered: each read's answer, and the reads answered 404. */
export function firstReadsBlock(answers: ReadonlyMap<string, unknown>, missing: ReadonlyMap<string, string> = new Map()): Record<string, unknown> {
  const block: Record<string, unknown> = Object.fromEntries(answers);
  if (missing.size) block[MISSING] = Object.fromEntries(missing);
  return block;
}

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
  seeds = new Map<string, unknown>();
  missingSeeds = new Map<string, string>();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (isRecord(parsed)) {
        for (const [key, data] of Object.entries(parsed)) {
          if (key !== MISSING) seeds.set(key, data);
          else if (isRecord(data)) for (const [read, message] of Object.entries(data)) missingSeeds.set(read, String(message));
        }
      }
    } catch {
      // a broken block only costs the reads it would have saved
    }
  }
}

/**
 * The answer a read has in this render: on the server, the pass's answer (or the read is noted for the next pass);
 * in the browser, the server's answer while the first view hydrates. A read the API answered 404 has its message
 * instead. Undefined when there is none.
 */
export function firstRead(key: string, load: () => Promise<unknown>): FirstReadAnswer | undefined {
  if (rendering) {
    if (rendering.answers.has(key)) return { data: rendering.answers.get(key) };
    const missing = rendering.missing?.get(key);
    if (missing !== undefined) return { missing };
    rendering.want(key, load);
    return undefined;
  }
  if (!seeds) readSeeds();
  if (seeds!.has(key)) return { data: seeds!.get(key) };
  const missing = missingSeeds!.get(key);
  return missing === undefined ? undefined : { missing };
}

/** The server's answer was shown and its component has mounted: later reads of the key ask the server. */
export function firstReadUsed(key: string) {
  if (kept) return;
  seeds?.delete(key);
  missingSeeds?.delete(key);
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
  missingSeeds = new Map();
}
