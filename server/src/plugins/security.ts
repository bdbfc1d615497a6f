import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { RateRule } from '../config.js';
import { tooManyRequests } from '../http/errors.js';

/** A duration as a member reads it: "a minute", "15 minutes". */
export const inWords = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

/** Route config for a per-IP limit: `config: rateLimitPerIp(rule)`. */
export const rateLimitPerIp = (rule: RateRule) => ({ rateLimit: { max: rule.max, timeWindow: rule.windowMs } });

/** Security headers on every answer, and per-route limits (none unless a route asks). */
export default fp<{ https: boolean }>(
  async (app, { https }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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

    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(`Too many attempts. Please try again in ${inWords(context.ttl)}.`),
    });
  },
  { name: 'security' },
);
