import fp from 'fastify-plugin';
import { inLocale, requestLocale } from '../lib/texts.js';

type Envelope = { error: boolean; message: string; data: unknown };
const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && typeof (payload as Envelope).message === 'string' && typeof (payload as Envelope).error === 'boolean' && 'data' in payload;

/**
 * Every answer of the API in the caller's language (docs/decisions/030): its message, and a refusal's messages by
 * field. The site's pages ask in their own language; a call that asks for none is answered in English.
 */
export default fp(
  async (app) => {
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!isEnvelope(payload)) return payload;
      const locale = requestLocale(request);
      reply.header('vary', 'Accept-Language');
      if (locale === 'en') return payload;
      const data = payload.data as { errors?: unknown } | null;
      const errors = payload.error && data && typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, unknown>) : null;
      return {
        ...payload,
        message: inLocale(locale, payload.message),
        data: errors ? { ...data, errors: Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, typeof text === 'string' ? inLocale(locale, text) : text])) } : payload.data,
      };
    });
  },
  { name: 'answer-language' },
);
