import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRecord } from '../lib/guards.js';

// Text answers (the shell, the remotes' chunks, API JSON, SVG images) are compressed: on a phone's
// connection the site's JavaScript is a quarter of its size. Files that never change (hashed chunks,
// stored files) are compressed once, at the best ratio, and kept in memory. Answers made per request (API JSON)
// are compressed on the spot when they are small (a hop to the thread pool cost more than the work), and a public
// read's compressed bytes are kept by their content, so the same list asked again is not compressed again.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
/** Below this an answer fits one packet of a phone's connection as it is: compressing saves no round trip. */
const MIN_BYTES = 1400;
/** Up to this, an answer made per request is compressed on the spot; above, in the thread pool. */
const SYNC_BYTES = 64 * 1024;
const MAX_BYTES = 8 * 1024 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024;
const PUBLIC_CACHE_BYTES = 8 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

function preferred(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** A streamed answer (a stored file, a static one): it pipes, and it can be read to its end. */
const isStream = (payload: unknown): payload is AsyncIterable<unknown> =>
  isRecord(payload) && typeof payload.pipe === 'function' && Symbol.asyncIterator in payload && typeof payload[Symbol.asyncIterator] === 'function';

async function toBuffer(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (isStream(payload)) return buffer(payload);
  return null;
}

const brotliOptions = (bytes: Buffer, best: boolean) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 10 : 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
});

const compress = async (bytes: Buffer, encoding: Encoding, best: boolean): Promise<Buffer> => {
  if (!best && bytes.length <= SYNC_BYTES) {
    return encoding === 'br' ? zlib.brotliCompressSync(bytes, brotliOptions(bytes, false)) : zlib.gzipSync(bytes, { level: 6 });
  }
  return encoding === 'br' ? brotli(bytes, brotliOptions(bytes, best)) : gzip(bytes, { level: best ? 9 : 6 });
};

/** Compressed public reads by their content, least recently used out first. */
class ContentCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly limit: number) {}
  get(key: string) {
    const body = this.entries.get(key);
    if (body) {
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }
  set(key: string, body: Buffer) {
    if (body.length > this.limit / 8 || this.entries.has(key)) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.limit) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

export default fp(
  async (app) => {
    const cache = new Map<string, Buffer>();
    let cachedBytes = 0;
    const publicReads = new ContentCache(PUBLIC_CACHE_BYTES);

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const type = String(reply.getHeader('content-type') ?? '');
      const length = Number(reply.getHeader('content-length') ?? 0);
      // Any method's answer: a POST can answer much (a door phone's list of 2,000 tickets is 300 KB of JSON).
      if (request.method === 'HEAD' || reply.statusCode !== 200 || reply.getHeader('content-encoding') || !COMPRESSIBLE.test(type) || length > MAX_BYTES) return payload;
      const encoding = preferred(request);
      // Added to what the answer already varies on (a page: the cookies).
      const vary = String(reply.getHeader('vary') ?? '');
      reply.header('vary', vary && !/accept-encoding/i.test(vary) ? `${vary}, accept-encoding` : vary || 'accept-encoding');
      if (!encoding) return payload;
      const cacheControl = String(reply.getHeader('cache-control') ?? '');
      const immutable = /immutable/.test(cacheControl);
      const key = immutable ? `${encoding} ${request.url} ${reply.getHeader('etag') ?? ''}` : null;
      let body = key ? cache.get(key) : undefined;
      // The file's own stream is not read when its compressed bytes are kept: closed here, it holds no file handle
      // or bucket connection open.
      if (body && isStream(payload)) (payload as Partial<Readable>).destroy?.();
      if (!body) {
        const bytes = await toBuffer(payload);
        if (!bytes) return payload;
        if (bytes.length < MIN_BYTES) {
          return bytes;
        }
        // Only answers anyone may read are kept: what a member's own answer compresses to stays out of memory. An
        // answer that names its bytes (a visitor's page, by its ETag) is not hashed again.
        const etag = reply.getHeader('etag');
        const contentKey = !immutable && /\bpublic\b/.test(cacheControl) ? `${encoding} ${etag ? String(etag) : createHash('sha1').update(bytes).digest('base64')}` : null;
        body = contentKey ? publicReads.get(contentKey) : undefined;
        if (!body) {
          body = await compress(bytes, encoding, immutable);
          if (contentKey) publicReads.set(contentKey, body);
        }
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
