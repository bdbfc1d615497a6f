import type { FastifyPluginAsync } from 'fastify';
import {
  auditedExport,
  depsOf,
  fieldError,
  inWords,
  karachiRange,
  karachiTime,
  memberOf,
  ok,
  rateLimitPerIp,
  requestLocale,
  sendCsv,
  serveSome,
  tooManyRequests,
} from '../../../../../server/src/kit.js';
import { publicationContract, type PublicationRequestFilterInput } from '../contract.js';
import { PUBLICATION_REQUEST_NOTICE } from '../validation.js';
import { reportMail } from './mails.js';
import { eachLead, findPublication, listLeads, listPublications, requestReport, type LeadFilter } from './queries.js';

/** The staff filter: a publication, Karachi days as instants, and a search. */
const leadFilterOf = (input: PublicationRequestFilterInput): LeadFilter => ({ publicationId: input.publication, ...karachiRange(input), q: input.q });

/**
 * Research reports, each sent by e-mail to whoever leaves their details; staff read and export who asked (how staff add
 * and publish them: admin-routes.ts).
 */
const publicationRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const { rateLimits, publicUrl } = deps.config;

  serveSome(app, publicationContract, {
    getPublications: async (request, reply) => {
      // Staff publish (or take back) a publication at any moment: asked again on every load, so it shows at the next.
      reply.header('cache-control', 'public, no-cache');
      return ok(await listPublications(deps.db, request.query, deps.clock.now()));
    },

    requestPublication: {
      description: `Limited per IP address, and to ${rateLimits.publicationMailsPerEmail.max} reports per e-mail address in ${inWords(rateLimits.publicationMailsPerEmail.windowMs)}.`,
      config: rateLimitPerIp(rateLimits.publicationRequestPerIp),
      handler: async (request, reply) => {
        const input = request.body;
        const email = input.email.toLowerCase();
        const publication = await findPublication(deps.db, input.publication_id, deps.clock.now());
        if (!publication) throw fieldError('publication_id', 'Please choose a publication');
        const rule = rateLimits.publicationMailsPerEmail;
        const url = `${publicUrl}${deps.storage.url(publication.report)}`;
        const lead = {
          publicationId: publication.id,
          name: input.name,
          email,
          phone: input.phone,
          organization: input.organization,
          designation: input.designation,
          agreedTo: `${PUBLICATION_REQUEST_NOTICE} Requested: "${publication.title}".`,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        };
        const sent = await requestReport(deps.db, rule, lead, (trx) =>
          deps.mailer.sendMail(reportMail(email, { title: publication.title, url, bytes: publication.report_bytes }, requestLocale(request)), { kind: 'transactional', trx }),
        );
        if (!sent) throw tooManyRequests(`We have already sent several reports to this address. Please try again in ${inWords(rule.windowMs)}.`);
        reply.code(201);
        return ok({ publication_id: publication.id, email, title: publication.title }, `The report has been sent to ${email}. Please check your inbox.`);
      },
    },

    // ---- Staff ------------------------------------------------------------------------------------

    getPublicationRequests: async (request) => ok(await listLeads(deps.db, leadFilterOf(request.query), request.query)),

    exportPublicationRequests: async (request, reply) => {
      const { userId } = memberOf(request);
      const db = deps.db;
      const filter = leadFilterOf(request.query);
      async function* leads() {
        for await (const lead of eachLead(db, filter)) {
          yield [karachiTime(lead.created_at), lead.publication.title, lead.name, lead.email, lead.phone, lead.organization, lead.designation, lead.agreed_to];
        }
      }
      const header = ['Requested (Karachi time)', 'Publication', 'Name', 'E-mail', 'Phone', 'Organization', 'Designation', 'Agreed to'];
      // Visitors' contact details leave the site: the download is audited with its filters and its number of rows.
      const { publication, from, to, q } = request.query;
      const audited = auditedExport(db, userId, { kind: 'publication-requests', filters: { publication, from, to, search: q } }, leads());
      return sendCsv(reply, `publication-requests-${new Date().toISOString().slice(0, 10)}.csv`, header, audited);
    },
  });
};

export default publicationRoutes;
