// Calls in tests go through their contract (decision 016), as the browser's typed client does: the compiler checks the
// path parameters, the query and the body against the call's rules, and the answer's `data` has the call's answer shape.
//
//   const res = await send(ctx.app, issueContract.getIssue, { params: { issueId: 7 } }, bearer(member.token));
//   res.body.data.title  // typed
//
// A test that sends what the rules refuse says so with `unchecked(...)`; a test of the HTTP layer itself (a malformed
// path, a header, a raw body) keeps `app.inject` or the untyped `get`/`post` of ./http.ts.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { pathOf, searchOf, type AnswerOf, type BodyOf, type CallInput, type Endpoint, type NeedsNoInput } from '../../../shared-api/src/contract.js';

/** On a refusal `data` is null, or `{ errors: { field: message } }` for input the rules refused (422). */
export interface Refused {
  errors?: Record<string, string>;
}

/** `data` as a test reads it: the answer's shape on success, its `errors` on a refusal. */
export type DataOf<E> = [AnswerOf<E>] extends [null] ? Refused | null : AnswerOf<E> & Refused;

export interface Sent<E> {
  status: number;
  body: { error: boolean; message: string; data: DataOf<E> };
  headers: Record<string, string | string[] | number | undefined>;
}

/** A call that answers the `{ error, message, data }` envelope (a file or a redirect is read with `app.inject`). */
type EnvelopeCall = Endpoint & { answer: object | null };

/**
 * A body as a test writes it: the fields the rules name, with their types, any of them left out (the server fills in
 * its defaults, and refuses a missing required field with its message, which tests assert).
 */
type Partly<T> = T extends string | number | boolean | null | undefined | Date ? T : T extends readonly (infer U)[] ? Partly<U>[] : { [K in keyof T]?: Partly<T[K]> };

type Given<E> = Omit<CallInput<E>, 'body'> & (E extends { body: object } ? { body: Partly<BodyOf<E>> } : { body?: undefined });

type InputOf<E> = NeedsNoInput<E> extends true ? [input?: Given<E>, headers?: Record<string, string>] : [input: Given<E>, headers?: Record<string, string>];

/** Makes one call of a contract and answers its status, its parsed envelope and its headers. */
export async function send<E extends EnvelopeCall>(app: FastifyInstance, endpoint: E, ...[input, headers = {}]: InputOf<E>): Promise<Sent<E>> {
  const given: { params?: Record<string, string | number>; query?: object; body?: unknown } = input ?? {};
  const query = new URLSearchParams(Object.entries(searchOf(given.query)).map(([key, value]): [string, string] => [key, String(value)])).toString();
  const url = `/api/${pathOf(endpoint.path, given.params)}${query ? `?${query}` : ''}`;
  const res = await app.inject({ method: endpoint.method as InjectOptions['method'], url, headers, ...(given.body === undefined ? {} : { payload: given.body as object }) });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/**
 * Input a test sends on purpose against the call's rules (a missing field, a wrong type, an unknown value), to see it
 * refused: the compiler lets it through, and the reader sees that it is meant.
 */
export const unchecked = <T>(value: unknown): T => value as T;
