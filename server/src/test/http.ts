import { randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

// Tests read answers as loosely typed JSON: what a field holds is what they assert.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Envelope<T = Json> {
  error: boolean;
  message: string;
  data: T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const uniqueEmail = (label = 'member') => `${label}.${randomBytes(5).toString('hex')}@example.org`;

/**
 * Sends a request and answers the status, the parsed envelope and the headers. A call of a contract goes through
 * `send` (./api.ts), typed by its rules; these untyped helpers are for what no contract describes: a malformed path or
 * query, a route outside the contracts, a path built from a table of routes.
 */
export async function call<T = Json>(app: FastifyInstance, options: InjectOptions) {
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers };
}

export const post = <T = Json>(app: FastifyInstance, url: string, payload?: object, headers: Record<string, string> = {}) =>
  call<T>(app, { method: 'POST', url, payload, headers });

export const get = <T = Json>(app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  call<T>(app, { method: 'GET', url, headers });

export const PASSWORD = 'Karachi#2024';

export interface Registered {
  token: string;
  email: string;
  password: string;
  memberId: string;
  userId: number;
}

export async function registerMember(app: FastifyInstance, db: Kysely<Database>, overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {}): Promise<Registered> {
  const input = { name: 'Sana Malik', email: uniqueEmail(), phone: '+92 300 1234567', password: PASSWORD, ...overrides };
  const { status, body } = await post(app, '/api/user/register', input);
  assert.equal(status, 201, body.message);
  const { id } = await db.selectFrom('users').select('id').where('email', '=', input.email.toLowerCase()).executeTakeFirstOrThrow();
  return { token: body.data.api_token, email: input.email.toLowerCase(), password: input.password, memberId: body.data.member_id, userId: id };
}

export const signIn = async (app: FastifyInstance, email: string, password: string) => {
  const { status, body } = await post(app, '/api/user/login', { email, password });
  assert.equal(status, 200, body.message);
  return body.data.token as string;
};

export const outboxFor = (db: Kysely<Database>, to: string) =>
  db.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id').execute();
