// Each request runs in its own log context (lib/logging.ts): its id, answered as `x-request-id` so a member's report
// of a failure can be found in the log, and on staff calls the staff member's user id. A job queued while it runs
// carries both (plugins/jobs.ts), so one id follows a request into its mail and its expiries.
import { AsyncResource } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { logContext, type LogContext } from '../lib/logging.js';

export default fp(
  async (app) => {
    const scopes = new WeakMap<FastifyRequest, AsyncResource>();
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      const context: LogContext = { reqId: request.id };
      logContext.run(context, () => {
        scopes.set(request, new AsyncResource('request-context'));
        done();
      });
    });
    // The body is read in the socket's callbacks, outside the request's context: the rest of the request runs in it again.
    app.addHook('preValidation', (request, _reply, done) => {
      const scope = scopes.get(request);
      if (scope) scope.runInAsyncScope(done, request.raw);
      else done();
    });
    // A staff call's lines name who made it (after the route's guard has read the token).
    app.addHook('preHandler', async (request, reply) => {
      const access = request.routeOptions.config?.access;
      if ((access !== 'staff' && access !== 'admin') || !request.member) return;
      const actor = request.member.userId;
      const context = logContext.getStore();
      if (context) context.actor = actor;
      request.log = request.log.child({ actor });
      reply.log = request.log;
    });
  },
  { name: 'request-context' },
);
