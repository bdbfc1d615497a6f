import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { VOLUNTEER_KINDS, type VolunteerKind } from '../../../../shared-api/src/enums.js';
import { volunteerSchema, type VolunteerInput } from '../../../../shared-api/src/validation/network.js';
import { errorEnvelope, ok, responses } from '../../http/envelope.js';
import { tooManyRequests } from '../../http/errors.js';
import { pageSchema } from '../../http/paging.js';
import { takeSlot } from '../../http/rate-events.js';
import { yupSchema } from '../../http/yup-schema.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { memberOf } from '../../plugins/auth.js';
import { inWords } from '../../plugins/security.js';
import { staffVolunteerApplicationSchema, volunteerApplicationSchema, volunteerFilterQuery, volunteerListQuery, type VolunteerFilterInput, type VolunteerListInput } from './schemas.js';
import { eachVolunteerApplication, listVolunteerApplications, recordVolunteerApplication, type VolunteerFilter } from './volunteer-queries.js';

// Days in the staff filter are Karachi's (UTC+5 all year: Pakistan keeps no daylight saving time).
const KARACHI_OFFSET = '+05:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The staff filter's days as instants: from the start of `from` to the end of `to`, Karachi time. */
export function volunteerFilterOf(input: VolunteerFilterInput): VolunteerFilter {
  return {
    kind: (input.for || undefined) as VolunteerKind | undefined,
    from: input.from ? new Date(`${input.from}T00:00:00${KARACHI_OFFSET}`) : undefined,
    before: input.to ? new Date(new Date(`${input.to}T00:00:00${KARACHI_OFFSET}`).getTime() + DAY_MS) : undefined,
  };
}

const labelOf = (kind: VolunteerKind) => VOLUNTEER_KINDS.find((k) => k.value === kind)?.label ?? kind;
const karachiTime = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Volunteer applications: a member applies (second spec §2.7); staff read them and export them. */
const volunteerRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimits, publicUrl } = app.config;

  app.post<{ Body: VolunteerInput }>(
    '/user/volunteer',
    {
      config: { access: 'member', profile: 'complete', owns: 'self' },
      schema: {
        tags: ['volunteering'],
        summary: 'Apply to volunteer: chapter contributor, university ambassador, meetup host or speaker/trainer',
        description: `Needs a complete profile (403 otherwise). At most ${rateLimits.volunteerApplicationsPerMember.max} applications per member in ${inWords(rateLimits.volunteerApplicationsPerMember.windowMs)}.`,
        body: yupSchema(volunteerSchema),
        response: responses(volunteerApplicationSchema, 201),
      },
    },
    async (request, reply) => {
      const { userId } = memberOf(request);
      const rule = rateLimits.volunteerApplicationsPerMember;
      // The application and its count against the member's limit are kept together or not at all.
      const application = await app.db.transaction().execute(async (trx) => {
        if (!(await takeSlot(trx, 'volunteer-application', String(userId), rule))) {
          throw tooManyRequests(`You have sent several applications already. Please try again in ${inWords(rule.windowMs)}.`);
        }
        return recordVolunteerApplication(trx, { userId, kind: request.body.for as VolunteerKind, description: request.body.description });
      });
      reply.code(201);
      return ok(application, 'Thank you for volunteering! We will get in touch with you soon.');
    },
  );

  app.get<{ Querystring: VolunteerListInput }>(
    '/staff/volunteers',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Volunteer applications, newest first, by kind and by day (staff and admin)',
        description: '`for` is a kind of application; `from` and `to` are days (YYYY-MM-DD, Karachi time), both included.',
        querystring: yupSchema(volunteerListQuery),
        response: responses(pageSchema(staffVolunteerApplicationSchema)),
      },
    },
    async (request) => ok(await listVolunteerApplications(app.db, volunteerFilterOf(request.query), request.query)),
  );

  app.get<{ Querystring: VolunteerFilterInput }>(
    '/staff/volunteers.csv',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'The same applications as a CSV file for a spreadsheet (staff and admin)',
        description: 'Every application of the filter, newest first. Cells a spreadsheet would run as a formula are prefixed with an apostrophe.',
        querystring: yupSchema(volunteerFilterQuery),
        response: {
          200: { description: 'UTF-8 CSV with a header row', content: { 'text/csv': { schema: { type: 'string' } } } },
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const filter = volunteerFilterOf(request.query);
      const db = app.db;
      async function* lines() {
        yield CSV_BOM + csvRow(['Applied (Karachi time)', 'Application', 'Name', 'Member ID', 'Profile', 'About them']);
        for await (const row of eachVolunteerApplication(db, filter)) {
          yield csvRow([
            karachiTime.format(new Date(row.created_at)).replace(',', ''),
            labelOf(row.for),
            row.applicant.name,
            row.applicant.member_id,
            `${publicUrl}/member/${row.applicant.member_id}`,
            row.description,
          ]);
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="volunteer-applications-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
};

export default volunteerRoutes;
