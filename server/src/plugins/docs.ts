import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/errors.js';
import { hasRole, NO_ACCESS, readerToken } from './auth.js';
import { findLiveToken } from './auth-tokens.js';

/**
 * The OpenAPI document, generated from the routes' schemas: /api/docs (JSON at /api/docs/json). On a developer's
 * machine anyone reads it. In production only staff do: a map of every call is no help to a member and a help to
 * whoever probes the site. Staff open it signed in on the site (the session cookie, as a file is read) or with their
 * token; anyone else gets a staff page's answer (401, or 403 for a member).
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Pakistan Freelancers Association API',
          description:
            'Every answer is the envelope `{ error, message, data }` with an honest HTTP status. ' +
            'Member calls take `Authorization: Bearer <api token>`.',
          version: '0.1.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      hideUntagged: false,
    });
    const staffOnly = async (request: FastifyRequest) => {
      const token = readerToken(request);
      const row = token ? await findLiveToken(app.db, token) : undefined;
      if (!row) throw unauthorized();
      if (!hasRole(row.role, 'staff')) throw forbidden(NO_ACCESS);
    };
    // Every address under /api/docs, the UI's own files included, in a scope of its own that the guard covers.
    await app.register(async (scope) => {
      if (app.config.production) scope.addHook('onRequest', staffOnly);
      await scope.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
    });
  },
  { name: 'docs' },
);
