import type { FastifyPluginAsync } from 'fastify';
import { auditChange, auditCreate, depsOf, memberOf, notFound, ok, publishing, serveSome, staffChange } from '../../../../../server/src/kit.js';
import { publicationContract } from '../contract.js';
import { findStaffPublication, listStaffPublications, publicationPreview, publicationSnapshot, savePublication } from './admin.js';

const NO_PUBLICATION = 'This publication does not exist.';

/** Staff add publications as drafts, preview their card, publish them now or at a time to come, and take them back. */
const publicationAdminRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const now = () => deps.clock.now();
  const publications = publishing(deps.db, now, {
    table: 'publications',
    entity: 'publication',
    snapshot: publicationSnapshot,
    read: findStaffPublication,
    words: {
      missing: NO_PUBLICATION,
      alreadyPublished: 'This publication is already published.',
      alreadyDraft: 'This publication is already a draft.',
      published: 'The publication is published: visitors can ask for its report now.',
      scheduled: 'The publication is scheduled: visitors see it from the time you chose.',
      unpublished: 'The publication is a draft again: only staff can see it, and nobody can ask for its report.',
    },
  });

  serveSome(app, publicationContract, {
    getStaffPublications: async (request) => ok(await listStaffPublications(deps.db, request.query, now())),
    getStaffPublication: async (request) => ok(await publications.saved(deps.db, request.params.publicationId)),

    createPublication: async (request, reply) => {
      const { userId } = memberOf(request);
      const publication = await staffChange(deps.db, userId, async (trx, audit) => {
        const id = await savePublication(deps, trx, userId, request.body);
        await auditCreate(trx, audit, { action: 'publication.create', entity: 'publication', id }, (db) => publicationSnapshot(db, id));
        return publications.saved(trx, id);
      });
      reply.code(201);
      return ok(publication, 'The publication has been saved as a draft. Preview it, then publish it when it is ready.');
    },

    updatePublication: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.publicationId;
      const publication = await staffChange(deps.db, userId, async (trx, audit) => {
        await publications.lock(trx, id);
        const target = { action: 'publication.update', entity: 'publication', id };
        await auditChange(trx, audit, target, (db) => publicationSnapshot(db, id), () => savePublication(deps, trx, userId, request.body, id));
        return publications.saved(trx, id);
      });
      return ok(publication, 'The publication has been saved.');
    },

    getPublicationPreview: async (request) => {
      const publication = await publicationPreview(deps.db, request.params.publicationId);
      if (!publication) throw notFound(NO_PUBLICATION);
      return ok(publication);
    },

    publishPublication: async (request) => publications.publish(memberOf(request).userId, request.params.publicationId, request.body.publish_at),
    unpublishPublication: async (request) => publications.unpublish(memberOf(request).userId, request.params.publicationId),
  });
};

export default publicationAdminRoutes;
