import type { FastifyPluginAsync } from 'fastify';
import { conferenceContract } from '../../../../shared-api/src/contracts/conferences.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { conferenceIcs } from './ics.js';
import { conferencePage, findConference } from './queries.js';

const NO_CONFERENCE = 'This conference does not exist.';

/** The conference editions' pages, as data: a new edition is a new row, not new code. */
const conferenceRoutes: FastifyPluginAsync = async (app) => {
  serve(app, conferenceContract, {
    getConference: async (request, reply) => {
      const page = await conferencePage(app.db, request.params.slug);
      if (!page) throw notFound(NO_CONFERENCE);
      reply.header('cache-control', 'public, max-age=300');
      return ok(page);
    },

    getConferenceCalendar: async (request, reply) => {
      const conference = await findConference(app.db, request.params.slug);
      if (!conference) throw notFound(NO_CONFERENCE);
      const ics = conferenceIcs({
        uid: `${conference.slug}@pafla.org.pk`,
        title: conference.title,
        description: `${conference.tagline}. ${app.config.publicUrl}/${conference.slug}`,
        location: `${conference.venue.name}, ${conference.venue.address}, ${conference.venue.city}`,
        url: `${app.config.publicUrl}/${conference.slug}`,
        startsAt: conference.starts_at,
        endsAt: conference.ends_at,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${conference.slug}.ics"`)
        .header('cache-control', 'public, max-age=300')
        .send(ics);
    },
  });
};

export default conferenceRoutes;
