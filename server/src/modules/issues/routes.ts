import type { FastifyPluginAsync } from 'fastify';
import { Type } from '../../../../shared-api/src/shapes/common.js';
import { ISSUE_ACTIONS, type IssueAction, type IssueStatus, type IssueTopic, type MemberService } from '../../../../shared-api/src/enums.js';
import { commentSchema, issueSchema as issueInput, issueStatusSchema, type CommentInput, type IssueInput, type IssueStatusInput } from '../../../../shared-api/src/validation/issues.js';
import { ok, responses } from '../../http/envelope.js';
import { conflict, notFound, tooManyRequests } from '../../http/errors.js';
import { pageSchema, type PageQuery } from '../../http/paging.js';
import { takeSlot } from '../../http/rate-events.js';
import { yupSchema } from '../../http/yup-schema.js';
import { memberOf } from '../../plugins/auth.js';
import { inWords } from '../../plugins/security.js';
import { auditChange, staffChange } from '../staff/audit.js';
import { issueReplyMail, issueStatusMail } from './mails.js';
import { issueSnapshot } from './snapshots.js';
import {
  addComment,
  addServiceInterest,
  allowed,
  createIssue,
  findIssue,
  findStaffIssue,
  issueOwner,
  listComments,
  listIssues,
  listStaffIssues,
  lockIssue,
  markSeen,
  serviceInterestCounts,
  serviceInterests,
  setStatus,
} from './queries.js';
import {
  issueCommentSchema,
  issueListQuery,
  issueParams,
  issueSchema,
  serviceInterestCountsSchema,
  serviceInterestsSchema,
  serviceBody,
  staffIssueListQuery,
  staffIssueSchema,
  type IssueParams,
  type StaffIssueListInput,
} from './schemas.js';

const NO_ISSUE = 'This issue does not exist.';
const CLOSED_TO_COMMENTS = 'Comments can be added only while the issue is open. Reopen it to add one.';

const already = (status: IssueStatus) => `This issue is already ${status === 'Open' ? 'open' : status.toLowerCase()}.`;
const refusal = (action: IssueAction, status: IssueStatus) =>
  ISSUE_ACTIONS[action].to === status ? already(status) : `An issue that is ${status} cannot be ${action === 'resolve' ? 'marked resolved' : action === 'close' ? 'closed' : 'reopened'}.`;

/** Support issues (spec: core §4 Issue, §5 New issue, §7 calls) and the staff inbox. */
const issueRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimits, publicUrl } = app.config;
  const memberUrl = (id: number) => `${publicUrl}/dashboard/issues/${id}`;

  app.get<{ Querystring: PageQuery }>(
    '/user/issues',
    {
      config: { access: 'member', owns: 'self' },
      schema: { tags: ['issues'], summary: 'The member’s own issues, newest first', querystring: yupSchema(issueListQuery), response: responses(pageSchema(issueSchema)) },
    },
    async (request) => ok(await listIssues(app.db, memberOf(request).userId, request.query)),
  );

  app.post<{ Body: IssueInput }>(
    '/user/issues',
    {
      config: { access: 'member', owns: 'self' },
      schema: {
        tags: ['issues'],
        summary: 'Raise an issue: title, topic (one of the five), description',
        description: `At most ${rateLimits.issuesPerMember.max} new issues per member in ${inWords(rateLimits.issuesPerMember.windowMs)}.`,
        body: yupSchema(issueInput),
        response: responses(issueSchema, 201),
      },
    },
    async (request, reply) => {
      const { userId } = memberOf(request);
      const rule = rateLimits.issuesPerMember;
      const issue = await app.db.transaction().execute(async (trx) => {
        if (!(await takeSlot(trx, 'issue', String(userId), rule))) {
          throw tooManyRequests(`You have raised several issues already. Please try again in ${inWords(rule.windowMs)}, or add to an open one.`);
        }
        return createIssue(trx, userId, { ...request.body, topic: request.body.topic as IssueTopic });
      });
      reply.code(201);
      return ok(issue, 'Your issue has been submitted. Our team will respond soon.');
    },
  );

  app.get<{ Params: IssueParams }>(
    '/user/issues/:issueId',
    {
      config: { access: 'member', owns: 'issue' },
      schema: { tags: ['issues'], summary: 'One of the member’s issues (another member’s answers 404, like a missing one)', params: yupSchema(issueParams), response: responses(issueSchema) },
    },
    async (request) => {
      const issue = await findIssue(app.db, request.params.issueId, memberOf(request).userId);
      if (!issue) throw notFound(NO_ISSUE);
      return ok(issue);
    },
  );

  for (const action of Object.keys(ISSUE_ACTIONS) as IssueAction[]) {
    const { to, from, label } = ISSUE_ACTIONS[action];
    app.post<{ Params: IssueParams }>(
      `/user/issues/:issueId/${action}`,
      {
        config: { access: 'member', owns: 'issue' },
        schema: {
          tags: ['issues'],
          summary: `${label}: the issue becomes ${to} (from ${from.join(' or ')}); answers the updated issue`,
          description: 'Any other starting status is refused with 409 and changes nothing.',
          params: yupSchema(issueParams),
          response: responses(issueSchema),
        },
      },
      async (request) => {
        const { userId } = memberOf(request);
        const id = request.params.issueId;
        const issue = await app.db.transaction().execute(async (trx) => {
          const row = await lockIssue(trx, id, userId);
          if (!row) throw notFound(NO_ISSUE);
          if (!allowed(action, row.status)) throw conflict(refusal(action, row.status));
          await setStatus(trx, id, to, 'member');
          return (await findIssue(trx, id, userId))!;
        });
        return ok(issue, `The issue is now ${to}.`);
      },
    );
  }

  app.get<{ Params: IssueParams }>(
    '/user/issues/:issueId/comments',
    {
      config: { access: 'member', owns: 'issue' },
      schema: {
        tags: ['issues'],
        summary: 'The issue’s comments, oldest first',
        description: 'The member has now seen the conversation: staff replies up to the newest comment sent are no longer unread.',
        params: yupSchema(issueParams),
        response: responses(Type.Array(issueCommentSchema)),
      },
    },
    async (request) => {
      const issue = await findIssue(app.db, request.params.issueId, memberOf(request).userId);
      if (!issue) throw notFound(NO_ISSUE);
      const comments = await listComments(app.db, issue.id);
      if (comments.length > 0) await markSeen(app.db, issue.id, comments[comments.length - 1].id);
      return ok(comments);
    },
  );

  app.post<{ Params: IssueParams; Body: CommentInput }>(
    '/user/issues/:issueId/comments/create',
    {
      config: { access: 'member', owns: 'issue' },
      schema: {
        tags: ['issues'],
        summary: 'Add a comment to the member’s issue, only while it is Open',
        description: `A comment on an issue that is not Open is refused with 409. At most ${rateLimits.issueCommentsPerMember.max} comments per member in ${inWords(rateLimits.issueCommentsPerMember.windowMs)}.`,
        params: yupSchema(issueParams),
        body: yupSchema(commentSchema),
        response: responses(issueCommentSchema, 201),
      },
    },
    async (request, reply) => {
      const { userId, role } = memberOf(request);
      const rule = rateLimits.issueCommentsPerMember;
      const comment = await app.db.transaction().execute(async (trx) => {
        const row = await lockIssue(trx, request.params.issueId, userId);
        if (!row) throw notFound(NO_ISSUE);
        if (row.status !== 'Open') throw conflict(CLOSED_TO_COMMENTS);
        if (!(await takeSlot(trx, 'issue-comment', String(userId), rule))) throw tooManyRequests(`You have added many comments. Please try again in ${inWords(rule.windowMs)}.`);
        return addComment(trx, Number(row.id), { userId, role }, request.body.description, 'member');
      });
      reply.code(201);
      return ok(comment, 'Your comment has been added.');
    },
  );

  // ---- Staff: the inbox ------------------------------------------------------------------------

  app.get<{ Querystring: StaffIssueListInput }>(
    '/staff/issues',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Every member’s issues: those waiting for an answer first, longest waiting first; then the rest, newest first',
        description: '`status` and `topic` narrow the list; `older_than_days` keeps issues raised more than that many days ago.',
        querystring: yupSchema(staffIssueListQuery),
        response: responses(pageSchema(staffIssueSchema)),
      },
    },
    async (request) => {
      const { status, topic, older_than_days, page, per_page } = request.query;
      return ok(await listStaffIssues(app.db, { status: (status || undefined) as IssueStatus | undefined, topic: (topic || undefined) as IssueTopic | undefined, olderThanDays: older_than_days }, { page, per_page }));
    },
  );

  app.get<{ Params: IssueParams }>(
    '/staff/issues/:issueId',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Any member’s issue', params: yupSchema(issueParams), response: responses(staffIssueSchema) } },
    async (request) => {
      const issue = await findStaffIssue(app.db, request.params.issueId);
      if (!issue) throw notFound(NO_ISSUE);
      return ok(issue);
    },
  );

  app.get<{ Params: IssueParams }>(
    '/staff/issues/:issueId/comments',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Any issue’s comments, oldest first', params: yupSchema(issueParams), response: responses(Type.Array(issueCommentSchema)) } },
    async (request) => {
      if (!(await findStaffIssue(app.db, request.params.issueId))) throw notFound(NO_ISSUE);
      return ok(await listComments(app.db, request.params.issueId));
    },
  );

  app.post<{ Params: IssueParams; Body: CommentInput }>(
    '/staff/issues/:issueId/comments',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Reply as staff (whatever the status); the member sees the Staff label and is told by e-mail',
        params: yupSchema(issueParams),
        body: yupSchema(commentSchema),
        response: responses(issueCommentSchema, 201),
      },
    },
    async (request, reply) => {
      const { userId, role } = memberOf(request);
      const id = request.params.issueId;
      const comment = await staffChange(app.db, userId, async (trx, audit) => {
        if (!(await lockIssue(trx, id))) throw notFound(NO_ISSUE);
        const added = await auditChange(trx, audit, { action: 'issue.reply', entity: 'issue', id }, (db) => issueSnapshot(db, id), () =>
          addComment(trx, id, { userId, role }, request.body.description, 'staff'),
        );
        const owner = await issueOwner(trx, id);
        await app.mailer.sendMail(issueReplyMail(owner.email, id, memberUrl(id)), { trx });
        return added;
      });
      reply.code(201);
      return ok(comment, 'Your reply has been sent.');
    },
  );

  app.post<{ Params: IssueParams; Body: IssueStatusInput }>(
    '/staff/issues/:issueId/status',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Set an issue’s status (Open, Resolved or Closed); audited, and the member is told by e-mail',
        params: yupSchema(issueParams),
        body: yupSchema(issueStatusSchema),
        response: responses(staffIssueSchema),
      },
    },
    async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.issueId;
      const status = request.body.status as IssueStatus;
      const issue = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockIssue(trx, id);
        if (!row) throw notFound(NO_ISSUE);
        if (row.status === status) throw conflict(already(status));
        await auditChange(trx, audit, { action: 'issue.status', entity: 'issue', id }, (db) => issueSnapshot(db, id), () => setStatus(trx, id, status, 'staff'));
        const owner = await issueOwner(trx, id);
        await app.mailer.sendMail(issueStatusMail(owner.email, id, status, memberUrl(id)), { trx });
        return (await findStaffIssue(trx, id))!;
      });
      return ok(issue, `The issue is now ${status}.`);
    },
  );

  // ---- Member services still to open ----------------------------------------------------------

  app.get(
    '/user/services',
    { config: { access: 'member', owns: 'self' }, schema: { tags: ['services'], summary: 'The services the member asked to be told about when they open', response: responses(serviceInterestsSchema) } },
    async (request) => ok(await serviceInterests(app.db, memberOf(request).userId)),
  );

  app.post<{ Body: { service: MemberService } }>(
    '/user/services/notify',
    {
      config: { access: 'member', owns: 'self' },
      schema: {
        tags: ['services'],
        summary: 'Tell the member when a service opens (asking twice is the same as once); answers every service they asked about',
        body: yupSchema(serviceBody),
        response: responses(serviceInterestsSchema),
      },
    },
    async (request) => {
      const { userId } = memberOf(request);
      await addServiceInterest(app.db, userId, request.body.service);
      return ok(await serviceInterests(app.db, userId), 'We will e-mail you when it opens.');
    },
  );

  app.get(
    '/staff/services',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'How many members asked about each service', response: responses(serviceInterestCountsSchema) } },
    async () => ok(await serviceInterestCounts(app.db)),
  );
};

export default issueRoutes;
