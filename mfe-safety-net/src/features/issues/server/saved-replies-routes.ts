import type { FastifyPluginAsync } from 'fastify';
import { issueContract } from '../contract.js';
import { auditChange, auditCreate, memberOf, notFound, ok, serveSome, staffChange } from '../../../../../server/src/kit.js';
import { createSavedReply, deleteSavedReply, findSavedReply, listSavedReplies, updateSavedReply } from './saved-replies.js';
import { savedReplySnapshot } from './snapshots.js';

const NO_SAVED_REPLY = 'This saved reply does not exist.';

/** The saved reply as it now is, read in the change's transaction. */
async function savedReply(db: Parameters<typeof findSavedReply>[0], id: number) {
  const saved = await findSavedReply(db, id);
  if (!saved) throw notFound(NO_SAVED_REPLY);
  return saved;
}

/** The saved replies staff share, served from their contract; every change audited in its transaction. */
const savedReplyRoutes: FastifyPluginAsync = async (app) => {
  serveSome(app, issueContract, {
    getSavedReplies: async () => ok(await listSavedReplies(app.db)),

    createSavedReply: async (request, reply) => {
      const { userId } = memberOf(request);
      const saved = await staffChange(app.db, userId, async (trx, audit) => {
        const id = await createSavedReply(trx, userId, request.body);
        await auditCreate(trx, audit, { action: 'saved-reply.create', entity: 'saved-reply', id }, (db) => savedReplySnapshot(db, id));
        return savedReply(trx, id);
      });
      reply.code(201);
      return ok(saved, 'The reply has been saved.');
    },

    updateSavedReply: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.replyId;
      const saved = await staffChange(app.db, userId, async (trx, audit) => {
        const changed = await auditChange(trx, audit, { action: 'saved-reply.update', entity: 'saved-reply', id }, (db) => savedReplySnapshot(db, id), () => updateSavedReply(trx, id, request.body));
        if (!changed) throw notFound(NO_SAVED_REPLY);
        return savedReply(trx, id);
      });
      return ok(saved, 'The saved reply has been changed.');
    },

    deleteSavedReply: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.replyId;
      await staffChange(app.db, userId, async (trx, audit) => {
        const deleted = await auditChange(trx, audit, { action: 'saved-reply.delete', entity: 'saved-reply', id }, (db) => savedReplySnapshot(db, id), () => deleteSavedReply(trx, id));
        if (!deleted) throw notFound(NO_SAVED_REPLY);
      });
      return ok(null, 'The saved reply has been deleted.');
    },
  });
};

export default savedReplyRoutes;
