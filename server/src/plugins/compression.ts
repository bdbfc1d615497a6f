import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Text answers (the shell, the remotes' chunks, API JSON, SVG images) are compressed: on a phone's
// connection the site's JavaScript is a quarter of its size. Files that never change (hashed chunks,
// stored files) are compressed once, at the best ratio, and kept in memory.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
const MAX_BYTES = 8 * 1024 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

function preferred(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

async function toBuffer(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return null;
}

const compress = (bytes: Buffer, encoding: Encoding, best: boolean) =>
  encoding === 'br'
    ? brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 10 : 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzip(bytes, { level: best ? 9 : 6 });

export default fp(
  async (app) => {
    const cache = new Map<string, Buffer>();
    let cachedBytes = 0;

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const type = String(reply.getHeader('content-type') ?? '');
      const length = Number(reply.getHeader('content-length') ?? 0);
      if (request.method !== 'GET' || reply.statusCode !== 200 || reply.getHeader('content-encoding') || !COMPRESSIBLE.test(type) || length > MAX_BYTES) return payload;
      const encoding = preferred(request);
      reply.header('vary', 'accept-encoding');
      if (!encoding) return payload;
      const immutable = /immutable/.test(String(reply.getHeader('cache-control') ?? ''));
      const key = immutable ? `${encoding} ${request.url} ${reply.getHeader('etag') ?? ''}` : null;
      let body = key ? cache.get(key) : undefined;
      if (!body) {
        const bytes = await toBuffer(payload);
        if (!bytes) return payload;
        if (bytes.length < MIN_BYTES) {
          return bytes;
        }
        body = await compress(bytes, encoding, immutable);
        if (key && cachedBytes + body.length <= CACHE_BYTES) {
          cache.set(key, body);
          cachedBytes += body.length;
        }
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return body;
    });
  },
  { name: 'compression' },
);
