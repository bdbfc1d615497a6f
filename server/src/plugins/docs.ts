import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** The OpenAPI document, generated from the routes' schemas: /api/docs (JSON at /api/docs/json). */
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
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  },
  { name: 'docs' },
);
