import type { FastifyPluginAsync } from 'fastify';
import { auditChange, auditCreate, depsOf, memberOf, notFound, ok, publishing, serveSome, staffChange } from '../../../../../server/src/kit.js';
import { conferenceContract } from '../contract.js';
import { conferenceSnapshot, findStaffConference, listStaffConferences, saveConference } from './admin.js';
import { conferencePageOf, findConferenceById } from './queries.js';

const NO_CONFERENCE = 'This conference edition does not exist.';

/**
 * Staff make the conference editions: drafts with their speakers, schedule, sponsors and FAQs, a preview, and
 * publishing now or at a time to come (after which visitors and the header see the edition), or taking it back.
 */
const conferenceAdminRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const now = () => deps.clock.now();
  const editions = publishing(deps.db, now, {
    table: 'conferences',
    entity: 'conference',
    words: {
      missing: NO_CONFERENCE,
      alreadyPublished: 'This edition is already published.',
      alreadyDraft: 'This edition is already a draft.',
      published: 'The edition is published: visitors see its page now, and the header links to it while it is coming.',
      scheduled: 'The edition is scheduled: visitors see its page from the time you chose.',
      unpublished: 'The edition is a draft again: only staff can see it.',
    },
    snapshot: conferenceSnapshot,
    read: findStaffConference,
  });

  serveSome(app, conferenceContract, {
    getStaffConferences: async () => ok(await listStaffConferences(deps.db, now())),

    getStaffConference: async (request) => {
      const conference = await findStaffConference(deps.db, request.params.conferenceId, now());
      if (!conference) throw notFound(NO_CONFERENCE);
      return ok(conference);
    },

    createConference: async (request, reply) => {
      const { userId } = memberOf(request);
      const conference = await staffChange(deps.db, userId, async (trx, audit) => {
        const id = await saveConference(trx, deps.storage, userId, request.body, now());
        await auditCreate(trx, audit, { action: 'conference.create', entity: 'conference', id }, (db) => conferenceSnapshot(db, id));
        return editions.saved(trx, id);
      });
      reply.code(201);
      return ok(conference, 'The edition has been saved as a draft. Preview it, then publish it when it is ready.');
    },

    updateConference: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.conferenceId;
      const conference = await staffChange(deps.db, userId, async (trx, audit) => {
        await editions.lock(trx, id);
        await auditChange(trx, audit, { action: 'conference.update', entity: 'conference', id }, (db) => conferenceSnapshot(db, id), () =>
          saveConference(trx, deps.storage, userId, request.body, now(), id),
        );
        return editions.saved(trx, id);
      });
      return ok(conference, 'The edition has been saved.');
    },

    getConferencePreview: async (request) => {
      const row = await findConferenceById(deps.db, request.params.conferenceId);
      if (!row) throw notFound(NO_CONFERENCE);
      return ok(await conferencePageOf(deps.db, row));
    },

    publishConference: async (request) => editions.publish(memberOf(request).userId, request.params.conferenceId, request.body.publish_at),

    unpublishConference: async (request) => editions.unpublish(memberOf(request).userId, request.params.conferenceId),
  });
};

export default conferenceAdminRoutes;
