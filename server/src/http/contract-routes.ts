// Routes from contracts (decision 016): a module serves its feature's contract with one handler per call. Method, path,
// access, the path/query/body rules and the answer's shape come from the contract; the handler's request and answer
// types are inferred from them, so a handler that reads a field the rules do not give, or answers a field the shape
// does not have, does not compile. Server-only details (a rate limit, a description naming the configured limits,
// a validation hook) ride along with the handler.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteOptions } from 'fastify';
import type { AnswerOf, BodyOf, Contract, Endpoint, ParamsOf, QueryOf } from '../../../shared-api/src/contract.js';
import { errorEnvelope, nullData, responses } from './envelope.js';
import { yupSchema } from './yup-schema.js';

/** What the serializer accepts for a shape: dates where the shape has a date-time text, read-only lists. */
export type Served<T> = T extends string
  ? string extends T
    ? string | Date
    : T
  : T extends readonly (infer I)[]
    ? readonly Served<I>[]
    : T extends object
      ? { [K in keyof T]: Served<T[K]> }
      : T;

export type RequestOf<E> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;

/** The handler's answer: the envelope with the shape's data, or (for a file call) whatever the reply sends. */
export type AnswerFor<E> = E extends { answer: { file: string } | { redirect: 303 } } ? unknown : { error: boolean; message: string; data: Served<AnswerOf<E>> };

export type Handler<E> = (request: RequestOf<E>, reply: FastifyReply) => Promise<AnswerFor<E>>;

/** A handler with the route's server-only details. */
export interface HandlerWith<E> {
  handler: Handler<E>;
  /** replaces the contract's description (to name configured limits) */
  description?: string;
  /** merged into the route's config (e.g. a per-address rate limit) */
  config?: Record<string, unknown>;
  preValidation?: RouteOptions['preValidation'];
}

export type Handlers<C extends Contract> = { [K in keyof C]: Handler<C[K]> | HandlerWith<C[K]> };

/** A file answer in the API docs: its media type when it names one, else any, with the words that say which. */
const fileResponse = (file: string) => ({
  200: { description: `the file (${file})`, content: { [/^[a-z]+\/[a-z0-9.+-]+$/.test(file) ? file : '*/*']: { schema: { type: 'string', format: 'binary' } } } },
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

const redirectResponse = (to: string) => ({ 303: { type: 'null', description: `See Other: ${to}` }, '4xx': errorEnvelope, '5xx': errorEnvelope });

/** What Fastify's types say a handler's request holds: what the call's rules give (the validator compiler runs them). */
type RouteTypes<E> = { Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> };

/** The Fastify route of one call of a contract. */
export function routeOf<E extends Endpoint>(endpoint: E, given: Handler<E> | HandlerWith<E>): RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteTypes<E>> {
  const { handler, description, config, preValidation } = typeof given === 'function' ? { handler: given } : given;
  const { answer } = endpoint;
  const schema: FastifySchema = {
    tags: endpoint.tags ?? [endpoint.tag],
    summary: endpoint.summary,
    ...(description ?? endpoint.description ? { description: description ?? endpoint.description } : {}),
    ...(endpoint.params ? { params: yupSchema(endpoint.params) } : {}),
    ...(endpoint.query ? { querystring: yupSchema(endpoint.query) } : {}),
    ...(endpoint.body ? { body: yupSchema(endpoint.body) } : {}),
    response: answer !== null && 'file' in answer ? fileResponse(answer.file) : answer !== null && 'redirect' in answer ? redirectResponse(answer.to) : responses(answer ?? nullData, endpoint.status),
  };
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { access: endpoint.access, ...(endpoint.owns ? { owns: endpoint.owns } : {}), ...(endpoint.profile ? { profile: endpoint.profile } : {}), ...config },
    ...(preValidation ? { preValidation } : {}),
    handler,
  };
}

/** Registers every call of a contract; the compiler requires a handler for each. */
export function serve<C extends Contract>(app: FastifyInstance, contract: C, handlers: Handlers<C>) {
  for (const name in contract) app.route(routeOf(contract[name], handlers[name]));
}

/**
 * Registers some calls of a contract: for a feature whose calls are served by more than one plugin (the member's
 * and the staff's halves of a module). `servedByAll` (contracts.test.ts) checks that every call is served once.
 */
export function serveSome<C extends Contract, K extends keyof C>(app: FastifyInstance, contract: C, handlers: Pick<Handlers<C>, K>) {
  for (const name in handlers) app.route(routeOf(contract[name], handlers[name]));
}
