import type { FastifyPluginAsync } from 'fastify';
import { VOLUNTEER_KINDS, type VolunteerKind } from '../../../../shared-api/src/enums.js';
import { volunteerSchema, type VolunteerInput } from '../../../../shared-api/src/validation/network.js';
import { ok, responses } from '../../http/envelope.js';
import { tooManyRequests } from '../../http/errors.js';
import { pageSchema } from '../../http/paging.js';
import { karachiRange } from '../../http/days.js';
import { takeSlot } from '../../http/rate-events.js';
import { yupSchema } from '../../http/yup-schema.js';
import { karachiTime } from '../../lib/karachi-time.js';
import { csvAnswer, sendCsv } from '../../http/send-csv.js';
import { memberOf } from '../../plugins/auth.js';
import { inWords } from '../../plugins/security.js';
import { staffVolunteerApplicationSchema, volunteerApplicationSchema, volunteerFilterQuery, volunteerListQuery, type VolunteerFilterInput, type VolunteerListInput } from './schemas.js';
import { eachVolunteerApplication, listVolunteerApplications, recordVolunteerApplication, type VolunteerFilter } from './volunteer-queries.js';

/** The staff filter: a kind of application and Karachi days as instants. */
export function volunteerFilterOf(input: VolunteerFilterInput): VolunteerFilter {
  return { kind: (input.for || undefined) as VolunteerKind | undefined, ...karachiRange(input) };
}

const labelOf = (kind: VolunteerKind) => VOLUNTEER_KINDS.find((k) => k.value === kind)?.label ?? kind;

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
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const filter = volunteerFilterOf(request.query);
      const db = app.db;
      async function* applications() {
        for await (const row of eachVolunteerApplication(db, filter)) {
          yield [karachiTime(row.created_at), labelOf(row.for), row.applicant.name, row.applicant.member_id, `${publicUrl}/member/${row.applicant.member_id}`, row.description];
        }
      }
      const header = ['Applied (Karachi time)', 'Application', 'Name', 'Member ID', 'Profile', 'About them'];
      return sendCsv(reply, `volunteer-applications-${new Date().toISOString().slice(0, 10)}.csv`, header, applications());
    },
  );
};

export default volunteerRoutes;
