import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { EARLY_INPUT_SCRIPT } from '../../../shared-api/src/islands.js';
import type { RateRule } from '../config.js';
import { tooManyRequests } from '../http/errors.js';
import { databaseRateStore } from '../http/rate-counters.js';

/** A duration as a member reads it: "a minute", "15 minutes". */
export const inWords = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

/** Route config for a per-IP limit: `config: rateLimitPerIp(rule)`. */
export const rateLimitPerIp = (rule: RateRule) => ({ rateLimit: { max: rule.max, timeWindow: rule.windowMs } });

/**
 * The security headers, worked out once from helmet's rules: they are the same for every answer, and building them
 * per request (the CSP parsed and written anew) cost more than some API reads' own work.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  // Helmet sets its headers on a response that is never sent, and they are read back from it.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let done = false;
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('the security headers could not be worked out');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * The one inline script a page may run, by the hash of its text: the page's first lines, which hold a press made before
 * the shell's script has come (docs/decisions/028). Any other inline script is refused.
 */
export const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

const policy = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", EARLY_INPUT_HASH],
      // The CSS-in-JS styling injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Every image is the site's own (stored files, icons as data: URLs); blob: is the chosen profile picture's
      // preview before it is uploaded. No other site's images.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // Highlight videos play in YouTube's privacy-enhanced player, loaded only when a visitor clicks play.
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
});

/** Security headers on every answer, and per-route limits (none unless a route asks). */
export default fp<{ https: boolean }>(
  async (app, { https }) => {
    const headers = securityHeaders(policy(https));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    await app.register(rateLimit, {
      global: false,
      store: databaseRateStore(() => app.db),
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(`Too many attempts. Please try again in ${inWords(context.ttl)}.`),
    });
  },
  { name: 'security' },
);
