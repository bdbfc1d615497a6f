import type { FastifyPluginAsync } from 'fastify';
import { membershipFeatureContract } from '../contract.js';
import { auditCreate, conflict, forbidden, iso, memberOf, notFound, ok, serveSome, staffChange, unprocessable } from '../../../../../server/src/kit.js';
import { grantPeriod } from './periods.js';
import { findPlanById, formatDay, isFree, NO_PACKAGE } from './plans.js';
import { karachiDay, karachiDayStart } from './reminders.js';
import { findMember, listEndingMemberships, memberMembership } from './staff-queries.js';

const NO_MEMBER = 'This member does not exist.';
export const OWN_GRANT = 'Another staff member must grant a membership on your own account.';

/** Staff look after memberships: a member's history and orders, a membership granted by hand, the ones ending soon. */
const staffMembershipRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.config.clock.now();

  serveSome(app, membershipFeatureContract, {
    getMemberMembership: async (request) => {
      const member = await findMember(app.db, request.params.memberId);
      if (!member) throw notFound(NO_MEMBER);
      return ok(await memberMembership(app.db, member, now()));
    },

    grantMembership: async (request, reply) => {
      const { userId: staffId } = memberOf(request);
      const { package_id, months, ends_on, reason } = request.body;
      const at = now();
      const data = await staffChange(app.db, staffId, async (trx, audit) => {
        const member = await findMember(trx, request.params.memberId);
        if (!member) throw notFound(NO_MEMBER);
        // Nobody gives themselves a plan: a membership on a staff member's own account is granted by another.
        if (member.id === staffId) throw forbidden(OWN_GRANT);
        const plan = await findPlanById(trx, package_id);
        if (!plan) throw unprocessable({ package_id: NO_PACKAGE });
        if (isFree(plan)) throw unprocessable({ package_id: `${plan.name} is free and never ends: every member without a paid package is on it.` });
        // An end date is the end of that Karachi day.
        const endsAt = ends_on ? karachiDayStart(karachiDay(new Date(`${ends_on}T12:00:00+05:00`)) + 1) : undefined;
        const granted = await grantPeriod(trx, { userId: member.id, packageId: plan.id, staffId, reason, ...(months ? { months } : {}), ...(endsAt ? { endsAt } : {}) }, at);
        if (!granted.period) throw conflict(`The membership would end before it starts: the member’s current membership runs until ${formatDay(granted.startsAt)}.`);
        await auditCreate(trx, audit, { action: 'membership.grant', entity: 'user', id: member.member_id }, async () => ({
          package: plan.name,
          starts_at: iso(granted.period.starts_at),
          ends_at: iso(granted.period.ends_at),
          reason,
        }));
        return memberMembership(trx, member, at);
      });
      reply.code(201);
      return ok(data, `${data.name} now has ${data.membership.membership_package} until ${data.membership.membership_end_date_formatted}.`);
    },

    getEndingMemberships: async (request) => ok(await listEndingMemberships(app.db, request.query, now())),
  });
};

export default staffMembershipRoutes;
