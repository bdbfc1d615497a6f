// A feature's calls, typed from its contract (decision 016): `typedCalls<typeof issueContract>(issueCalls, client)`
// answers one function per call that fills the path, sends the query and body, and resolves to what the answer shape
// says. The contract is a type here (no bundle carries its rules); the lines are the calls' one written path.
// Holds no state: feature entries bundle it by path, over the one client of the shared entry they pass in.
import type { ApiResult } from './client';
import { parseLine, pathOf, searchOf, type AnswerOf, type CallInput, type CallLines, type Contract, type NeedsNoInput } from './contract';

type Send = <T>(method: 'get' | 'post' | 'put' | 'delete', path: string, options?: { searchParams?: Record<string, string | number>; json?: unknown }) => Promise<ApiResult<T>>;
type Download = (path: string, searchParams?: Record<string, string | number>) => Promise<Blob>;

/** One function per call: a file answer resolves to the file, any other to `{ message, data }`. */
export type TypedCalls<C extends Contract> = {
  [K in keyof C]: (
    ...input: NeedsNoInput<C[K]> extends true ? [input?: CallInput<C[K]>] : [input: CallInput<C[K]>]
  ) => Promise<C[K] extends { answer: { file: string } } ? Blob : ApiResult<AnswerOf<C[K]>>>;
};

const verbs = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

export function typedCalls<C extends Contract>(lines: CallLines, client: { call: Send; download?: Download }): TypedCalls<C> {
  const calls: Record<string, unknown> = Object.fromEntries(
    Object.entries(lines).map(([name, line]) => {
      const { method, path, file } = parseLine(line);
      const send = (input: { params?: Record<string, string | number>; query?: object; body?: unknown } = {}) => {
        const url = pathOf(path, input.params);
        const searchParams = searchOf(input.query);
        if (file && method === 'GET') {
          if (!client.download) throw new Error(`${name} answers a file: pass the client's download`);
          return client.download(url, searchParams);
        }
        return client.call(verbs[method], url, {
          ...(Object.keys(searchParams).length ? { searchParams } : {}),
          ...(input.body === undefined ? {} : { json: input.body }),
        });
      };
      return [name, send];
    }),
  );
  // The contract is a type only here (browsers never load its rules): its calls' types are told, one per line.
  return calls as TypedCalls<C>;
}
