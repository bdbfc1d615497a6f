import type { FastifyPluginAsync } from 'fastify';
import { issueContract } from '../contract.js';
import type { IssueStatus } from '../../../../../shared-api/src/enums.js';
import { pathIn, type Locale } from '../../../../../shared-api/src/locale.js';
import { auditChange, conflict, depsOf, mailLocale, memberOf, notFound, notify, ok, serveSome, staffChange } from '../../../../../server/src/kit.js';
import { addNote, assign, assignees, findStaffIssue, listNotes, listStaffIssues, markStaffSeen } from './inbox.js';
import { issueReplyMail, issueStatusMail } from './mails.js';
import { actionTo, addComment, allowed, issueOwner, listComments, lockIssue, setStatus } from './queries.js';
import { cannotMove, NO_ISSUE } from './refusals.js';
import { issueSnapshot } from './snapshots.js';

/**
 * The staff's inbox of member issues, served from their contract: the list and its views, replies (with or without
 * resolving), status, who has an issue, the new-activity marker and internal notes. Every change is audited in its
 * own transaction.
 */
const issueStaffRoutes: FastifyPluginAsync = async (app) => {
  /** The issue's page for its member, and the language of their mails. */
  const memberUrl = (id: number, locale: Locale) => app.config.publicUrl + pathIn(locale, `/dashboard/issues/${id}`);

  /**
   * Moves an issue to `status` as staff, only where the Change Status dialog offers that move (spec core §4: reopen a
   * Resolved or Closed issue, resolve an Open one, close an Open or Resolved one): audited, and its member told by
   * e-mail, in one transaction. Answers why not otherwise, changing nothing.
   */
  const changeStatus = (staffId: number, id: number, status: IssueStatus) =>
    staffChange(app.db, staffId, async (trx, audit) => {
      const row = await lockIssue(trx, id);
      if (!row) return 'missing' as const;
      const action = actionTo(status);
      if (!allowed(action, row.status)) return { refused: cannotMove(action, row.status) };
      await auditChange(trx, audit, { action: 'issue.status', entity: 'issue', id }, (db) => issueSnapshot(db, id), () => setStatus(trx, id, status, 'staff'));
      const owner = await issueOwner(trx, id);
      const locale = mailLocale(owner.language);
      await app.mailer.sendMail(issueStatusMail(owner.email, id, status, memberUrl(id, locale), locale), { kind: 'transactional', trx });
      return 'changed' as const;
    });

  /** The issue as staff see it after a change, read in the change's transaction. */
  const staffIssue = async (db: Parameters<typeof findStaffIssue>[0], id: number) => {
    const issue = await findStaffIssue(db, id);
    if (!issue) throw notFound(NO_ISSUE);
    return issue;
  };

  serveSome(app, issueContract, {
    getStaffIssues: async (request) => {
      const { status, topic, older_than_days, assignee, view, q, page, per_page } = request.query;
      const filter = { status: status || undefined, topic: topic || undefined, olderThanDays: older_than_days, assignee: assignee || undefined, waiting: view === 'waiting', q };
      return ok(await listStaffIssues(app.db, filter, memberOf(request).userId, { page, per_page }));
    },

    getIssueAssignees: async () => ok(await assignees(app.db)),

    getStaffIssue: async (request) => ok(await staffIssue(app.db, request.params.issueId)),

    getStaffIssueComments: async (request) => {
      if (!(await findStaffIssue(app.db, request.params.issueId))) throw notFound(NO_ISSUE);
      return ok(await listComments(app.db, request.params.issueId));
    },

    replyToIssue: async (request, reply) => {
      const { userId, role } = memberOf(request);
      const id = request.params.issueId;
      const comment = await staffChange(app.db, userId, async (trx, audit) => {
        if (!(await lockIssue(trx, id))) throw notFound(NO_ISSUE);
        const added = await auditChange(trx, audit, { action: 'issue.reply', entity: 'issue', id }, (db) => issueSnapshot(db, id), () =>
          addComment(trx, id, { userId, role }, request.body.description, 'staff'),
        );
        const owner = await issueOwner(trx, id);
        const locale = mailLocale(owner.language);
        await app.mailer.sendMail(issueReplyMail(owner.email, id, memberUrl(id, locale), { locale }), { kind: 'transactional', trx });
        await notify(depsOf(app), trx, { userId: owner.user_id, notice: 'issue-answered', about: `issue:${id}:${added.id}`, params: [owner.title, app.config.publicUrl + memberUrl(id, locale)] });
        return added;
      });
      reply.code(201);
      return ok(comment, 'Your reply has been sent.');
    },

    replyAndResolveIssue: async (request) => {
      const { userId, role } = memberOf(request);
      const id = request.params.issueId;
      const issue = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockIssue(trx, id);
        if (!row) throw notFound(NO_ISSUE);
        if (!allowed('resolve', row.status)) throw conflict(cannotMove('resolve', row.status));
        let replyId = 0;
        await auditChange(trx, audit, { action: 'issue.reply-and-resolve', entity: 'issue', id }, (db) => issueSnapshot(db, id), async () => {
          replyId = (await addComment(trx, id, { userId, role }, request.body.description, 'staff')).id;
          await setStatus(trx, id, 'Resolved', 'staff');
        });
        const owner = await issueOwner(trx, id);
        const locale = mailLocale(owner.language);
        await app.mailer.sendMail(issueReplyMail(owner.email, id, memberUrl(id, locale), { resolved: true, locale }), { kind: 'transactional', trx });
        await notify(depsOf(app), trx, { userId: owner.user_id, notice: 'issue-answered', about: `issue:${id}:${replyId}`, params: [owner.title, app.config.publicUrl + memberUrl(id, locale)] });
        return staffIssue(trx, id);
      });
      return ok(issue, 'Your reply has been sent and the issue is now Resolved.');
    },

    setIssueStatus: async (request) => {
      const id = request.params.issueId;
      const { status } = request.body;
      const outcome = await changeStatus(memberOf(request).userId, id, status);
      if (outcome === 'missing') throw notFound(NO_ISSUE);
      if (outcome !== 'changed') throw conflict(outcome.refused);
      return ok(await staffIssue(app.db, id), `The issue is now ${status}.`);
    },

    closeIssues: async (request) => {
      const { userId } = memberOf(request);
      // Each issue is its own change, audited and told to its member: one already closed (or gone) leaves the others.
      let changed = 0;
      for (const id of new Set(request.body.ids)) if ((await changeStatus(userId, id, 'Closed')) === 'changed') changed += 1;
      const unchanged = new Set(request.body.ids).size - changed;
      return ok({ changed, unchanged }, `${changed} ${changed === 1 ? 'issue' : 'issues'} closed; each member has been told by e-mail.${unchanged ? ` ${unchanged} already closed or gone.` : ''}`);
    },

    assignIssue: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.issueId;
      const { assignee } = request.body;
      const issue = await staffChange(app.db, userId, async (trx, audit) => {
        if (!(await lockIssue(trx, id))) throw notFound(NO_ISSUE);
        await auditChange(trx, audit, { action: 'issue.assign', entity: 'issue', id }, (db) => issueSnapshot(db, id), () => assign(trx, id, assignee ?? null));
        return staffIssue(trx, id);
      });
      return ok(issue, issue.assignee ? `The issue is now ${issue.assignee.name}’s.` : 'The issue is now unassigned.');
    },

    // Opening an issue is not a change to it: no audit entry, as for the member's own read marker.
    markStaffIssueSeen: async (request) => {
      const id = request.params.issueId;
      if (!(await findStaffIssue(app.db, id))) throw notFound(NO_ISSUE);
      await markStaffSeen(app.db, id, request.body.member_activity);
      return ok(await staffIssue(app.db, id));
    },

    getIssueNotes: async (request) => {
      if (!(await findStaffIssue(app.db, request.params.issueId))) throw notFound(NO_ISSUE);
      return ok(await listNotes(app.db, request.params.issueId));
    },

    addIssueNote: async (request, reply) => {
      const { userId, role } = memberOf(request);
      const id = request.params.issueId;
      const note = await staffChange(app.db, userId, async (trx, audit) => {
        if (!(await lockIssue(trx, id))) throw notFound(NO_ISSUE);
        return auditChange(trx, audit, { action: 'issue.note', entity: 'issue', id }, (db) => issueSnapshot(db, id), () => addNote(trx, id, { userId, role }, request.body.description));
      });
      reply.code(201);
      return ok(note, 'Your note has been added. Only staff can see it.');
    },
  });
};

export default issueStaffRoutes;
