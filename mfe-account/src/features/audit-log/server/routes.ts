import type { FastifyPluginAsync } from 'fastify';
import { karachiRange, ok, serve } from '../../../../../server/src/kit.js';
import { auditLogContract } from '../contract.js';
import { listAuditLog, listAuditPeople } from './queries.js';

/** Staff read every staff change, by kind of record, person and days (Karachi), and who it can be filtered by. */
const auditLogRoutes: FastifyPluginAsync = async (app) => {
  serve(app, auditLogContract, {
    getAuditLog: async (request) => {
      const { entity, actor, from, to, page, per_page, dir } = request.query;
      return ok(await listAuditLog(app.db, { entity: entity || undefined, actor: actor || undefined, ...karachiRange({ from, to }) }, { page, per_page, dir }));
    },

    getAuditPeople: async () => ok(await listAuditPeople(app.db)),
  });
};

export default auditLogRoutes;
