import type { FastifyPluginAsync } from 'fastify';
import { issueContract } from '../contract.js';
import { ISSUE_ACTIONS, type IssueAction } from '../../../../../shared-api/src/enums.js';
import { conflict, inWords, memberOf, notFound, ok, serveSome, tooManyRequests, type Handler } from '../../../../../server/src/kit.js';
import { addMemberComment, addServiceInterest, changeIssueStatus, findIssue, findIssueWithFiles, listComments, listIssues, markSeen, raiseIssue, serviceInterestCounts, serviceInterests } from './queries.js';
import { cannotMove, NO_ISSUE } from './refusals.js';

const CLOSED_TO_COMMENTS = 'This issue is Closed, so it takes no more comments. If you still need help, reopen it from Change Status first.';

/** Support issues as members use them (spec: core §4 Issue, §5 New issue, §7 calls) and member services; staff-routes.ts serves the staff's half. */
const issueRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimits } = app.config;

  /** A member's status call: the issue moves only from where the action may start. */
  const changeStatus =
    (action: IssueAction): Handler<(typeof issueContract)['openIssue']> =>
    async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.issueId;
      const { to } = ISSUE_ACTIONS[action];
      const issue = await changeIssueStatus(app.db, id, userId, action);
      if (issue === 'missing') throw notFound(NO_ISSUE);
      if ('refusedFrom' in issue) throw conflict(cannotMove(action, issue.refusedFrom));
      return ok(issue, `The issue is now ${to}.`);
    };

  serveSome(app, issueContract, {
    getIssues: async (request) => ok(await listIssues(app.db, memberOf(request).userId, request.query)),

    createIssue: {
      description: `${issueContract.createIssue.description} At most ${rateLimits.issuesPerMember.max} new issues per member in ${inWords(rateLimits.issuesPerMember.windowMs)}.`,
      handler: async (request, reply) => {
        const { userId } = memberOf(request);
        const rule = rateLimits.issuesPerMember;
        const issue = await raiseIssue(app.db, userId, request.body, rule);
        if (!issue) throw tooManyRequests(`You have raised several issues already. Please try again in ${inWords(rule.windowMs)}, or add to an open one.`);
        reply.code(201);
        return ok(issue, 'Your issue has been submitted. Our team will respond soon.');
      },
    },

    getIssue: async (request) => {
      const issue = await findIssueWithFiles(app.db, request.params.issueId, memberOf(request).userId);
      if (!issue) throw notFound(NO_ISSUE);
      return ok(issue);
    },

    openIssue: changeStatus('open'),
    resolveIssue: changeStatus('resolve'),
    closeIssue: changeStatus('close'),

    getIssueComments: async (request) => {
      const issue = await findIssue(app.db, request.params.issueId, memberOf(request).userId);
      if (!issue) throw notFound(NO_ISSUE);
      return ok(await listComments(app.db, issue.id));
    },

    markIssueSeen: async (request) => {
      const issue = await findIssue(app.db, request.params.issueId, memberOf(request).userId);
      if (!issue) throw notFound(NO_ISSUE);
      await markSeen(app.db, issue.id, request.body.last_comment_id);
      return ok(null);
    },

    addIssueComment: {
      description: `${issueContract.addIssueComment.description} At most ${rateLimits.issueCommentsPerMember.max} comments per member in ${inWords(rateLimits.issueCommentsPerMember.windowMs)}.`,
      handler: async (request, reply) => {
        const { userId, role } = memberOf(request);
        const rule = rateLimits.issueCommentsPerMember;
        const comment = await addMemberComment(app.db, request.params.issueId, { userId, role }, request.body, rule);
        if (comment === 'missing') throw notFound(NO_ISSUE);
        if (comment === 'closed') throw conflict(CLOSED_TO_COMMENTS);
        if (comment === 'limited') throw tooManyRequests(`You have added many comments. Please try again in ${inWords(rule.windowMs)}.`);
        reply.code(201);
        return ok(comment, comment.reopened ? 'Your comment has been added and the issue is open again.' : 'Your comment has been added.');
      },
    },

    // ---- Member services still to open ----------------------------------------------------------

    getServiceInterests: async (request) => ok(await serviceInterests(app.db, memberOf(request).userId)),

    notifyWhenServiceOpens: async (request) => {
      const { userId } = memberOf(request);
      await addServiceInterest(app.db, userId, request.body.service);
      return ok(await serviceInterests(app.db, userId), 'We will e-mail you when it opens.');
    },

    getServiceInterestCounts: async () => ok(await serviceInterestCounts(app.db)),
  });
};

export default issueRoutes;
