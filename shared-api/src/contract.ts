// One contract per call (decision 016). A feature's calls are written once, in two halves kept side by side:
//   calls/<feature>.ts      name → "METHOD /path": the only place a path is written; tiny, so browsers bundle it;
//   contracts/<feature>.ts  name → rules: who may call, the path/query/body rules (yup, with the spec's messages)
//                           and the answer's shape (TypeBox). The server registers its routes from it, the OpenAPI
//                           document is made from it, and browsers import it as a type only (no bundle carries it).
// The compiler ties the halves: a contract names exactly the calls of its feature, a server handler exists for every
// call with types inferred from its rules, and the browser's typed client (contract-client.ts) sends what the rules
// take and gets what the answer shape says.
import type { Static, TSchema } from '@sinclair/typebox';
import type { AnyObjectSchema, InferType } from 'yup';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
/** "METHOD /path", path parameters as `:name`; a call that answers a file or a redirect (not the envelope) ends with " (file)". */
export type CallLine = `${Method} /${string}`;
export type CallLines = Record<string, CallLine>;

/** A feature's calls: name → "METHOD /path" or "GET /path (file)". */
export const calls = <const T extends CallLines>(lines: T): T => lines;

/** Who may make a call: anyone, any signed-in member, staff (and admins), or admins only. */
export type Access = 'public' | 'member' | 'staff' | 'admin';

/** An answer that is a file (a CSV export, a PDF, a calendar entry), not the `{ error, message, data }` envelope. */
export interface FileAnswer {
  /** its media type (`text/csv`), or words saying which types it can be */
  file: string;
}

/** An answer that sends the browser on (303 See Other), e.g. back from a payment page. */
export interface RedirectAnswer {
  redirect: 303;
  /** where to */
  to: string;
}

export interface Rules {
  access: Access;
  /**
   * What of one member's a member call reaches: 'self' for the caller's own account and profile, or the kind of
   * record the path names (`issue`, `order`, …), which the call answers only to its owner (404 to anyone else).
   */
  owns?: string;
  /** 'complete': the call needs a complete profile, read from the database with the token (never the cookie). */
  profile?: 'complete';
  /** OpenAPI: the one-line summary and the longer description. */
  summary: string;
  description?: string;
  /** OpenAPI: the groups the call is listed under (defaults to the feature's). */
  tags?: string[];
  params?: AnyObjectSchema;
  query?: AnyObjectSchema;
  body?: AnyObjectSchema;
  /** The answer's `data`: a TypeBox shape, `null` for a call whose data is always null; or a file, or a redirect. */
  answer: TSchema | null | FileAnswer | RedirectAnswer;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202;
}

/** A call with its rules: method and path from its line, the rest from its rules. */
export type Endpoint<L extends CallLine = CallLine, R extends Rules = Rules> = R & {
  name: string;
  method: L extends `${infer M extends Method} ${string}` ? M : Method;
  path: L extends `${Method} ${infer P} (file)` ? P : L extends `${Method} ${infer P}` ? P : string;
  tag: string;
};

export type Contract<C extends CallLines = CallLines, R extends { [K in keyof C]: Rules } = { [K in keyof C]: Rules }> = {
  [K in keyof C]: Endpoint<C[K], R[K]>;
};

/** A feature's contract: its calls' rules, keyed by the same names as its lines (no more, no fewer). */
export function contract<const C extends CallLines, const R extends { [K in keyof C]: Rules }>(
  tag: string,
  lines: C,
  rules: R & { [K in Exclude<keyof R, keyof C>]: never },
): Contract<C, R> {
  const ruleOf = new Map(Object.entries<Rules>(rules));
  // Each name's endpoint is its line's and its rules' (the types above say so per name); Object.fromEntries knows only
  // that the keys are text.
  return Object.fromEntries(
    Object.entries(lines).map(([name, line]) => {
      const { method, path, file } = parseLine(line);
      const rule = ruleOf.get(name);
      if (!rule) throw new Error(`${tag}.${name}: the contract has no rules for ${line}`);
      const outsideEnvelope = rule.answer !== null && ('file' in rule.answer || 'redirect' in rule.answer);
      if (file !== outsideEnvelope) throw new Error(`${tag}.${name}: ${file ? 'the line says (file) but the answer is the envelope' : 'a file or redirect answer needs " (file)" at the end of its line'}`);
      return [name, { ...rule, name, method, path, tag }];
    }),
  ) as Contract<C, R>;
}

// ---- Types both sides read from a call's rules -----------------------------------------------------------------

type Out<S> = S extends AnyObjectSchema ? InferType<S> : Record<never, never>;

/** What the server's handler receives (cast, trimmed, defaults filled in). */
export type ParamsOf<R> = R extends { params: infer S } ? Out<S> : Record<never, never>;
export type QueryOf<R> = R extends { query: infer S } ? Out<S> : Record<never, never>;
export type BodyOf<R> = R extends { body: infer S } ? Out<S> : undefined;

/** The answer's `data` as the browser receives it (JSON). */
export type AnswerOf<R> = R extends { answer: infer A } ? (A extends TSchema ? Static<A> : A extends null ? null : A extends RedirectAnswer ? never : Blob) : never;

type Blank<T> = keyof T extends never ? true : false;

/** What a browser sends: path parameters (text or numbers), any of the query's fields, the body the rules take. */
export type CallInput<R> = (Blank<ParamsOf<R>> extends true ? { params?: undefined } : { params: { [K in keyof ParamsOf<R>]: string | number } }) &
  (Blank<QueryOf<R>> extends true ? { query?: undefined } : { query?: { [K in keyof QueryOf<R>]?: QueryOf<R>[K] | string | null } }) &
  (R extends { body: AnyObjectSchema } ? { body: BodyOf<R> } : { body?: undefined });

/** Whether a call can be made with no input at all. */
export type NeedsNoInput<R> = Blank<ParamsOf<R>> extends true ? (R extends { body: AnyObjectSchema } ? false : true) : false;

/** A line's parts: `GET /staff/orders/export (file)` → GET, /staff/orders/export, a file. */
export function parseLine(line: string) {
  const [word, path, marker] = line.split(' ');
  const method = METHODS.find((m) => m === word);
  if (!method) throw new Error(`${line}: a call's line is "METHOD /path", the method one of ${METHODS.join(', ')}`);
  return { method, path, file: marker === '(file)' };
}

/** A path with its parameters filled in (each encoded), without the leading slash. */
export function pathOf(path: string, params: Record<string, string | number> | undefined) {
  return path.replace(/^\//, '').replace(/:(\w+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === '') throw new Error(`${path}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Query fields as search parameters: a field left empty (undefined, null or '') is not sent. */
export function searchOf(query: object | undefined) {
  const search: Record<string, string | number> = {};
  const entries: [string, unknown][] = Object.entries(query ?? {});
  for (const [key, value] of entries) {
    // Search parameters are text in the end (URLSearchParams writes any value with String): numbers stay numbers.
    if (value !== undefined && value !== null && value !== '') search[key] = typeof value === 'number' ? value : String(value);
  }
  return search;
}
