import type { FastifyPluginAsync } from 'fastify';
import { calendarEvent, depsOf, notFound, ok, serveSome } from '../../../../../server/src/kit.js';
import { conferenceContract } from '../contract.js';
import { conferencePage, conferencePath, findConference } from './queries.js';

const NO_CONFERENCE = 'This conference does not exist.';
// Staff publish, edit or take back an edition at any moment: a browser or proxy asks again on every load, so a change
// shows at the next load whichever instance answers.
const CACHE = 'public, no-cache';

/**
 * The conference editions' pages, as data: a new edition is a new row, not new code. Drafts are staff's only (how staff
 * make them: admin-routes.ts).
 */
const conferenceRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const now = () => deps.clock.now();

  serveSome(app, conferenceContract, {
    getConference: async (request, reply) => {
      const page = await conferencePage(deps.db, request.params.slug, now());
      if (!page) throw notFound(NO_CONFERENCE);
      reply.header('cache-control', CACHE);
      return ok(page);
    },

    getConferenceCalendar: async (request, reply) => {
      const conference = await findConference(deps.db, request.params.slug, now());
      if (!conference) throw notFound(NO_CONFERENCE);
      const url = `${deps.config.publicUrl}${conferencePath(conference.slug)}`;
      const ics = calendarEvent({
        uid: `${conference.slug}@pafla.org.pk`,
        title: conference.title,
        description: `${conference.tagline}. ${url}`,
        location: `${conference.venue.name}, ${conference.venue.address}, ${conference.venue.city}`,
        url,
        startsAt: conference.starts_at,
        endsAt: conference.ends_at,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${conference.slug}.ics"`)
        .header('cache-control', CACHE)
        .send(ics);
    },
  });
};

export default conferenceRoutes;
