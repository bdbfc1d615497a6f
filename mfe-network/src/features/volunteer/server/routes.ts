import type { FastifyPluginAsync } from 'fastify';
import { auditedExport, inWords, karachiRange, karachiTime, memberOf, ok, sendCsv, serve, tooManyRequests } from '../../../../../server/src/kit.js';
import { VOLUNTEER_KINDS, type VolunteerKind } from '../../../../../shared-api/src/enums.js';
import { idsOf } from '../../../../../shared-api/src/validation/calls.js';
import { volunteerContract, type VolunteerFilterInput } from '../contract.js';
import { applyToVolunteer, eachVolunteerApplication, listVolunteerApplications, type VolunteerFilter } from './queries.js';

/** The staff filter: a kind of application, Karachi days as instants, a search, and a selection (an export's `ids`). */
export function volunteerFilterOf(input: VolunteerFilterInput & { ids?: string }): VolunteerFilter {
  return { kind: input.for || undefined, ...karachiRange(input), q: input.q, ids: idsOf(input.ids) };
}

const labelOf = (kind: VolunteerKind) => VOLUNTEER_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** Volunteer applications: a member applies (second spec §2.7); staff read them and export them. */
const volunteerRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimits, publicUrl } = app.config;

  serve(app, volunteerContract, {
    applyToVolunteer: {
      description: `${volunteerContract.applyToVolunteer.description} At most ${rateLimits.volunteerApplicationsPerMember.max} applications per member in ${inWords(rateLimits.volunteerApplicationsPerMember.windowMs)}.`,
      handler: async (request, reply) => {
        const { userId } = memberOf(request);
        const rule = rateLimits.volunteerApplicationsPerMember;
        const application = await applyToVolunteer(app.db, rule, { userId, kind: request.body.for, description: request.body.description });
        if (!application) throw tooManyRequests(`You have sent several applications already. Please try again in ${inWords(rule.windowMs)}.`);
        reply.code(201);
        return ok(application, 'Thank you for volunteering! We will get in touch with you soon.');
      },
    },

    getVolunteerApplications: async (request) => ok(await listVolunteerApplications(app.db, volunteerFilterOf(request.query), request.query)),

    downloadVolunteerApplications: async (request, reply) => {
      const { userId } = memberOf(request);
      const filter = volunteerFilterOf(request.query);
      const db = app.db;
      async function* applications() {
        for await (const row of eachVolunteerApplication(db, filter)) {
          yield [karachiTime(row.created_at), labelOf(row.for), row.applicant.name, row.applicant.member_id, `${publicUrl}/member/${row.applicant.member_id}`, row.description];
        }
      }
      const header = ['Applied (Karachi time)', 'Application', 'Name', 'Member ID', 'Profile', 'About them'];
      const which = filter.ids?.length ? 'selected-' : '';
      // Members' details leave the site: the download is audited with its filters and its number of rows.
      const { for: kind, from, to, q } = request.query;
      const filters = { application: kind ? labelOf(kind) : undefined, from, to, search: q };
      const audited = auditedExport(db, userId, { kind: 'volunteer-applications', filters, selected: filter.ids }, applications());
      return sendCsv(reply, `volunteer-applications-${which}${new Date().toISOString().slice(0, 10)}.csv`, header, audited);
    },
  });
};

export default volunteerRoutes;
