import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import * as shapes from '../../../../shared-api/src/shapes/content.js';
import { errorEnvelope, ok, responses } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { yupSchema } from '../../http/yup-schema.js';
import { conferenceIcs } from './ics.js';
import { conferencePage, findConference } from './queries.js';

const slugParams = yup.object({
  slug: yup.string().trim().max(100).matches(/^[a-z0-9-]+$/, 'Not a conference address').required(),
});

/** The conference editions' pages, as data: a new edition is a new row, not new code. */
const conferenceRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['conferences'];

  app.get<{ Params: { slug: string } }>(
    '/conferences/:slug',
    { config: { access: 'public' }, schema: { tags, summary: 'A conference edition: overview, speakers, schedule by day, venue, sponsors and FAQs', params: yupSchema(slugParams), response: responses(shapes.Conference) } },
    async (request, reply) => {
      const page = await conferencePage(app.db, request.params.slug);
      if (!page) throw notFound('This conference does not exist.');
      reply.header('cache-control', 'public, max-age=300');
      return ok(page);
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/conferences/:slug/calendar.ics',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The conference as a calendar event (text/calendar)',
        params: yupSchema(slugParams),
        response: { 200: { type: 'string', description: 'an iCalendar file' }, '4xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      const conference = await findConference(app.db, request.params.slug);
      if (!conference) throw notFound('This conference does not exist.');
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
  );
};

export default conferenceRoutes;
