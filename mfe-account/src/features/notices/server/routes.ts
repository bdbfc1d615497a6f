import type { FastifyPluginAsync } from 'fastify';
import { memberOf, notFound, ok, serveSome, unprocessable } from '../../../../../server/src/kit.js';
import { noticeContract } from '../contract.js';
import { pakistaniMobile } from '../validation.js';
import { NOT_OFFERED, offeredChannels, readChoice, saveChoice } from './choices.js';
import { memberNotices, noticesOverview } from './queries.js';
import { offers } from './send.js';

/**
 * The channels this site sends notices on, a member's choice of WhatsApp, SMS or e-mail only for their notices, and what
 * staff see of the messages sent.
 */
const noticeRoutes: FastifyPluginAsync = async (app) => {
  serveSome(app, noticeContract, {
    getNoticeChannels: async () => ok(offeredChannels(app.config)),

    getNoticeChoice: async (request) => ok(await readChoice(app.db, app.config, memberOf(request).userId)),

    setNoticeChoice: async (request) => {
      const { userId } = memberOf(request);
      const { channel, phone, sms_fallback } = request.body;
      if (channel !== 'email' && !offers(app.config, channel)) throw unprocessable({ channel: NOT_OFFERED[channel] });
      // The rule checked it; stored as +923xxxxxxxxx whichever way it was written.
      const number = channel === 'email' ? null : pakistaniMobile(phone ?? '');
      await app.db.transaction().execute((trx) =>
        saveChoice(trx, userId, { channel, phone: number, sms_fallback: sms_fallback && offers(app.config, 'sms') }, { source: 'profile', ip: request.ip, userAgent: request.headers['user-agent'] }),
      );
      return ok(await readChoice(app.db, app.config, userId), 'Your choice is saved.');
    },

    getMemberNotices: async (request) => {
      const notices = await memberNotices(app.db, request.params.memberId);
      if (!notices) throw notFound('This member does not exist.');
      return ok(notices);
    },

    getNoticesOverview: async () => ok(await noticesOverview(app.db, app.config)),
  });
};

export default noticeRoutes;
