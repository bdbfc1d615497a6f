import type { FastifyPluginAsync } from 'fastify';
import { auditChange, auditCreate, depsOf, memberOf, notFound, ok, publishing, serveSome, staffChange } from '../../../../../server/src/kit.js';
import { pressContract } from '../contract.js';
import { findMediaMention, findStaffMediaMention, listStaffMediaMentions, mediaMentionSnapshot, saveMediaMention } from './mention-admin.js';
import { findStaffPressRelease, listStaffPressReleases, pressReleaseSnapshot, savePressRelease } from './press-admin.js';
import { findPressRelease } from './queries.js';

const NO_RELEASE = 'This press release does not exist.';
const NO_MENTION = 'This media mention does not exist.';

/**
 * Staff write press releases and media mentions as drafts, preview them, publish them now or at a time to come, and
 * take them back (publications: mfe-public/src/features/publications/server/admin-routes.ts).
 */
const pressAdminRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const now = () => deps.clock.now();

  const releases = publishing(deps.db, now, {
    table: 'press_releases',
    entity: 'press_release',
    snapshot: pressReleaseSnapshot,
    read: findStaffPressRelease,
    words: {
      missing: NO_RELEASE,
      alreadyPublished: 'This press release is already published.',
      alreadyDraft: 'This press release is already a draft.',
      published: 'The press release is published: visitors can read it now.',
      scheduled: 'The press release is scheduled: visitors see it from the time you chose.',
      unpublished: 'The press release is a draft again: only staff can see it.',
    },
  });

  const mentions = publishing(deps.db, now, {
    table: 'media_mentions',
    entity: 'media_mention',
    snapshot: mediaMentionSnapshot,
    read: findStaffMediaMention,
    words: {
      missing: NO_MENTION,
      alreadyPublished: 'This media mention is already published.',
      alreadyDraft: 'This media mention is already a draft.',
      published: 'The media mention is published: visitors see it now.',
      scheduled: 'The media mention is scheduled: visitors see it from the time you chose.',
      unpublished: 'The media mention is a draft again: only staff can see it.',
    },
  });

  serveSome(app, pressContract, {
    getStaffPressReleases: async (request) => ok(await listStaffPressReleases(deps.db, request.query, now())),
    getStaffPressRelease: async (request) => ok(await releases.saved(deps.db, request.params.pressReleaseId)),

    createPressRelease: async (request, reply) => {
      const { userId } = memberOf(request);
      const release = await staffChange(deps.db, userId, async (trx, audit) => {
        const id = await savePressRelease(deps, trx, userId, request.body);
        await auditCreate(trx, audit, { action: 'press_release.create', entity: 'press_release', id }, (db) => pressReleaseSnapshot(db, id));
        return releases.saved(trx, id);
      });
      reply.code(201);
      return ok(release, 'The press release has been saved as a draft. Preview it, then publish it when it is ready.');
    },

    updatePressRelease: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.pressReleaseId;
      const release = await staffChange(deps.db, userId, async (trx, audit) => {
        await releases.lock(trx, id);
        const target = { action: 'press_release.update', entity: 'press_release', id };
        await auditChange(trx, audit, target, (db) => pressReleaseSnapshot(db, id), () => savePressRelease(deps, trx, userId, request.body, id));
        return releases.saved(trx, id);
      });
      return ok(release, 'The press release has been saved.');
    },

    getPressReleasePreview: async (request) => {
      const release = await findPressRelease(deps.db, request.params.pressReleaseId, now(), { drafts: true });
      if (!release) throw notFound(NO_RELEASE);
      return ok(release);
    },

    publishPressRelease: async (request) => releases.publish(memberOf(request).userId, request.params.pressReleaseId, request.body.publish_at),
    unpublishPressRelease: async (request) => releases.unpublish(memberOf(request).userId, request.params.pressReleaseId),

    getStaffMediaMentions: async (request) => ok(await listStaffMediaMentions(deps.db, request.query, now())),
    getStaffMediaMention: async (request) => ok(await mentions.saved(deps.db, request.params.mediaMentionId)),

    createMediaMention: async (request, reply) => {
      const { userId } = memberOf(request);
      const mention = await staffChange(deps.db, userId, async (trx, audit) => {
        const id = await saveMediaMention(deps, trx, userId, request.body);
        await auditCreate(trx, audit, { action: 'media_mention.create', entity: 'media_mention', id }, (db) => mediaMentionSnapshot(db, id));
        return mentions.saved(trx, id);
      });
      reply.code(201);
      return ok(mention, 'The media mention has been saved as a draft. Publish it when it is ready.');
    },

    updateMediaMention: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.mediaMentionId;
      const mention = await staffChange(deps.db, userId, async (trx, audit) => {
        await mentions.lock(trx, id);
        const target = { action: 'media_mention.update', entity: 'media_mention', id };
        await auditChange(trx, audit, target, (db) => mediaMentionSnapshot(db, id), () => saveMediaMention(deps, trx, userId, request.body, id));
        return mentions.saved(trx, id);
      });
      return ok(mention, 'The media mention has been saved.');
    },

    getMediaMentionPreview: async (request) => {
      const mention = await findMediaMention(deps.db, request.params.mediaMentionId, now(), { drafts: true });
      if (!mention) throw notFound(NO_MENTION);
      return ok(mention);
    },

    publishMediaMention: async (request) => mentions.publish(memberOf(request).userId, request.params.mediaMentionId, request.body.publish_at),
    unpublishMediaMention: async (request) => mentions.unpublish(memberOf(request).userId, request.params.mediaMentionId),
  });
};

export default pressAdminRoutes;
