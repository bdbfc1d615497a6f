import type { FastifyPluginAsync } from 'fastify';
import { isProfileCompleted, memberOf, membershipOf, nextHeldEvents, ok, openIssuesOf, serve } from '../../../../../server/src/kit.js';
import { homeContract } from '../contract.js';

const EVENTS_SHOWN = 3;
const ISSUES_SHOWN = 5;

/**
 * The member's dashboard home: one call for the page, each part a bounded read of the member's own records, which the
 * features that keep them (tickets, issues, the profile, the membership) lend through the kit.
 */
const homeRoutes: FastifyPluginAsync = async (app) => {
  serve(app, homeContract, {
    getMemberHome: async (request) => {
      const { userId } = memberOf(request);
      const [user, profileCompleted, events, issues] = await Promise.all([
        membershipOf(app.db, userId),
        isProfileCompleted(app.db, userId),
        nextHeldEvents(app.db, userId, EVENTS_SHOWN),
        openIssuesOf(app.db, userId, ISSUES_SHOWN),
      ]);
      return ok({
        name: user.name,
        membership: { member_id: user.member_id, membership_id: user.membership_id, member_since: user.created_at.toISOString() },
        profile_completed: profileCompleted,
        events,
        issues,
      });
    },
  });
};

export default homeRoutes;
