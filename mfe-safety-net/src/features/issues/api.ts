// Support issues, the staff's helpdesk and the member services in the browser: the calls through their contract
// (decision 016), the names of their reads in the query cache, and the writes, one hook each (bulletproof-react's
// features/<feature>/api). A page changes an issue only through these hooks, and each hook's onSuccess refreshes
// exactly the reads the change affects, by their names in issueKeys (homeKeys.home for the dashboard's count of open
// issues). A page never touches the cache itself (lint).
import { useEffect } from 'react';
import { call, download, type ApiResult, type IssueAction, type IssueStatus, type MemberService } from 'shared-api';
import { parseLine, type AnswerOf } from 'shared-api/contract';
import { typedCalls } from 'shared-api/contract-client';
import { homeKeys } from 'shared-api/home';
import { queryClient, useMutation } from 'shared-api/query';
import { issueCalls } from './calls';
import type { issueContract } from './contract';
import type { StaffIssue } from './shapes';
import type { AssignIssueInput, CommentInput, IssueInput, IssueStatusInput, MemberCommentInput, NoteInput, SavedReplyInput, StaffIssueFilter } from './validation';

const issues = typedCalls<typeof issueContract>(issueCalls, { call, download });
type Id = number | string;

/** The names of these reads in the query cache. */
export const issueKeys = {
  all: ['issues'] as const,
  /** every page of the member's list */
  lists: ['issues', 'list'] as const,
  list: (page: number) => ['issues', 'list', page] as const,
  one: (id: number | string) => ['issues', 'one', String(id)] as const,
  comments: (id: number | string) => ['issues', 'comments', String(id)] as const,
  services: ['issues', 'services'] as const,
  /** every filter and page of the staff list */
  staffLists: ['issues', 'staff', 'list'] as const,
  staffList: (query: object) => ['issues', 'staff', 'list', query] as const,
  staffOne: (id: number | string) => ['issues', 'staff', 'one', String(id)] as const,
  staffComments: (id: number | string) => ['issues', 'staff', 'comments', String(id)] as const,
  staffNotes: (id: number | string) => ['issues', 'staff', 'notes', String(id)] as const,
  assignees: ['issues', 'staff', 'assignees'] as const,
  savedReplies: ['issues', 'staff', 'saved-replies'] as const,
  serviceCounts: ['issues', 'staff', 'services'] as const,
};

/** The member's own issues, newest first. */
export const getIssues = (page = 1) => issues.getIssues({ query: { page } });
/** One of the member's issues (another member's answers 404, like a missing one). */
export const getIssue = (id: Id) => issues.getIssue({ params: { issueId: id } });
export const createIssue = (input: IssueInput) => issues.createIssue({ body: input });
/** Reopen, resolve or close: the updated issue. */
export const changeIssueStatus = (id: Id, action: IssueAction) => issues[`${action}Issue`]({ params: { issueId: id } });
/** Oldest first (newest last). */
export const getIssueComments = (id: Id) => issues.getIssueComments({ params: { issueId: id } });
/** On an Open issue, or a Resolved one, which the comment reopens; a Closed one takes none. */
export const addIssueComment = (id: Id, input: MemberCommentInput) => issues.addIssueComment({ params: { issueId: id }, body: input });
/**
 * Uploads a file to attach to a new issue or a comment (checked by its bytes on the server); answers the attachment,
 * whose number the issue or the comment then names. A multipart body, sent by the client itself.
 */
export function uploadIssueAttachment(file: File) {
  const body = new FormData();
  body.append('file', file);
  return call<AnswerOf<(typeof issueContract)['uploadIssueAttachment']>>('post', parseLine(issueCalls.uploadIssueAttachment).path, { body });
}
/** A file attached to one of the member's issues, fetched with the session (a plain link would not carry it). */
export const getIssueAttachment = (attachmentId: Id) => issues.getIssueAttachment({ params: { attachmentId } });
/** The member has read the conversation up to `lastCommentId`: staff replies up to it are no longer unread. */
export const markIssueSeen = (id: Id, lastCommentId: number) => issues.markIssueSeen({ params: { issueId: id }, body: { last_comment_id: lastCommentId } });

/** The services the member asked to be told about. */
export const getServiceInterests = () => issues.getServiceInterests();
/** Tell the member when it opens (asking twice is the same as once). */
export const notifyWhenServiceOpens = (service: MemberService) => issues.notifyWhenServiceOpens({ body: { service } });

/** Staff and admin: waiting longest first, then the rest newest first. */
export const getStaffIssues = (query: StaffIssueFilter & { q?: string; page?: number } = {}) => issues.getStaffIssues({ query });
/** Several issues closed at once; answers how many changed. */
export const closeIssues = (ids: number[]) => issues.closeIssues({ body: { ids } });
export const getStaffIssue = (id: Id) => issues.getStaffIssue({ params: { issueId: id } });
export const getStaffIssueComments = (id: Id) => issues.getStaffIssueComments({ params: { issueId: id } });
/** A file a member attached to an issue or a comment. */
export const getStaffIssueAttachment = (attachmentId: Id) => issues.getStaffIssueAttachment({ params: { attachmentId } });
/** A reply as staff; the member is told by e-mail. */
export const replyToIssue = (id: Id, input: CommentInput) => issues.replyToIssue({ params: { issueId: id }, body: input });
/** A reply as staff and the issue Resolved, together or not at all; the member gets the reply's e-mail. */
export const replyAndResolveIssue = (id: Id, input: CommentInput) => issues.replyAndResolveIssue({ params: { issueId: id }, body: input });
/** A move the Change Status dialog offers from the issue's status, audited; the member is told by e-mail. */
export const setIssueStatus = (id: Id, input: IssueStatusInput) => issues.setIssueStatus({ params: { issueId: id }, body: input });
/** The staff and admins an issue can be given to. */
export const getIssueAssignees = () => issues.getIssueAssignees();
/** Gives the issue to a staff member (member ID), or to nobody (null); audited. */
export const assignIssue = (id: Id, input: AssignIssueInput) => issues.assignIssue({ params: { issueId: id }, body: input });
/** Staff opened the issue: the member's activity up to `memberActivity` is no longer new. */
export const markStaffIssueSeen = (id: Id, memberActivity: number) => issues.markStaffIssueSeen({ params: { issueId: id }, body: { member_activity: memberActivity } });
/** Staff's internal notes, oldest first: never shown to the member. */
export const getIssueNotes = (id: Id) => issues.getIssueNotes({ params: { issueId: id } });
export const addIssueNote = (id: Id, input: NoteInput) => issues.addIssueNote({ params: { issueId: id }, body: input });
/** The saved replies staff share, by title. */
export const getSavedReplies = () => issues.getSavedReplies();
export const createSavedReply = (input: SavedReplyInput) => issues.createSavedReply({ body: input });
export const updateSavedReply = (id: Id, input: SavedReplyInput) => issues.updateSavedReply({ params: { replyId: id }, body: input });
export const deleteSavedReply = (id: Id) => issues.deleteSavedReply({ params: { replyId: id } });
/** How many members asked about each service. */
export const getServiceInterestCounts = () => issues.getServiceInterestCounts();

// ---- Writes ----

/** Marks the reads stale: those on screen are read again at once, the others when next shown. */
const refresh = (...keys: ReadonlyArray<readonly unknown[]>) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

// ---- Members ----

/** New Issue: every list of issues, and the dashboard's open issues. */
export const useCreateIssue = () =>
  useMutation({
    mutationFn: (input: IssueInput) => createIssue(input),
    onSuccess: () => void refresh(issueKeys.all, homeKeys.home),
  });

/**
 * A comment on the member's issue: its conversation; a comment that reopened a Resolved issue changes the issue
 * too, and the lists and the dashboard's open count with it.
 */
export const useAddIssueComment = (issueId: Id) =>
  useMutation({
    mutationFn: (input: MemberCommentInput) => addIssueComment(issueId, input),
    onSuccess: ({ data }) => void (data.reopened ? refresh(issueKeys.comments(issueId), issueKeys.one(issueId), issueKeys.lists, homeKeys.home) : refresh(issueKeys.comments(issueId))),
  });

/** Reopen, resolve or close: the issue becomes the one the server answers; the lists and the open count change. */
export const useChangeIssueStatus = (issueId: Id) =>
  useMutation({
    mutationFn: (action: IssueAction) => changeIssueStatus(issueId, action),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(issueKeys.one(issueId), data);
      void refresh(issueKeys.lists, homeKeys.home);
    },
  });

/**
 * The conversation shown up to comment `lastShownId` has been read: the server marks its staff replies read, and the
 * lists that mark unread replies ask again when next shown. Marked again whenever a newer comment is shown; a failure
 * only leaves the marker for the next visit.
 */
export function useConversationRead(issueId: Id, lastShownId: number | undefined) {
  const { mutate } = useMutation({
    mutationFn: (lastCommentId: number) => markIssueSeen(issueId, lastCommentId),
    onSuccess: () => void refresh(issueKeys.lists, homeKeys.home),
  });
  useEffect(() => {
    if (lastShownId) mutate(lastShownId);
  }, [issueId, lastShownId, mutate]);
}

/** Tell me when it opens: the services the member asked about are the server's answer. */
export const useNotifyWhenServiceOpens = () =>
  useMutation({
    mutationFn: (service: MemberService) => notifyWhenServiceOpens(service),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(issueKeys.services, data);
    },
  });

// ---- Staff ----

/** A staff change that answers the issue: the page shows the issue the server answers, and the staff lists change. */
const staffIssueChanged =
  (issueId: Id, ...also: ReadonlyArray<readonly unknown[]>) =>
  ({ data }: ApiResult<StaffIssue>) => {
    queryClient.setQueryData(issueKeys.staffOne(issueId), data);
    void refresh(issueKeys.staffLists, ...also);
  };

/** A reply as staff: the conversation, the issue (no longer waiting) and the staff lists. */
export const useReplyToIssue = (issueId: Id) =>
  useMutation({
    mutationFn: (input: CommentInput) => replyToIssue(issueId, input),
    onSuccess: () => void refresh(issueKeys.staffComments(issueId), issueKeys.staffOne(issueId), issueKeys.staffLists),
  });

/** A reply and the issue Resolved in one: the issue the server answers, its conversation and the staff lists. */
export const useReplyAndResolveIssue = (issueId: Id) =>
  useMutation({ mutationFn: (input: CommentInput) => replyAndResolveIssue(issueId, input), onSuccess: staffIssueChanged(issueId, issueKeys.staffComments(issueId)) });

/** A move of the Change Status dialog: the issue becomes the one the server answers, and the staff lists change. */
export const useSetIssueStatus = (issueId: Id) => useMutation({ mutationFn: (status: IssueStatus) => setIssueStatus(issueId, { status }), onSuccess: staffIssueChanged(issueId) });

/** Given to a staff member (member ID) or to nobody (null). */
export const useAssignIssue = (issueId: Id) => useMutation({ mutationFn: (assignee: string | null) => assignIssue(issueId, { assignee }), onSuccess: staffIssueChanged(issueId) });

/** An internal note: the notes, and the issue's and the lists' count of them. */
export const useAddIssueNote = (issueId: Id) =>
  useMutation({
    mutationFn: (input: NoteInput) => addIssueNote(issueId, input),
    onSuccess: () => void refresh(issueKeys.staffNotes(issueId), issueKeys.staffOne(issueId), issueKeys.staffLists),
  });

/**
 * Staff opened the issue: the member's activity the page was sent is seen, and the lists lose its marker. Only when
 * the issue has new activity; a failure leaves the marker for the next visit.
 */
export function useStaffIssueSeen(issue: StaffIssue) {
  const { mutate } = useMutation({ mutationFn: (count: number) => markStaffIssueSeen(issue.id, count), onSuccess: staffIssueChanged(issue.id) });
  useEffect(() => {
    if (issue.new_activity) mutate(issue.member_activity);
  }, [issue.new_activity, issue.member_activity, mutate]);
}

// ---- Saved replies (staff) ----

const savedRepliesChanged = () => void refresh(issueKeys.savedReplies);

export const useCreateSavedReply = () => useMutation({ mutationFn: (input: SavedReplyInput) => createSavedReply(input), onSuccess: savedRepliesChanged });
export const useUpdateSavedReply = (id: Id) => useMutation({ mutationFn: (input: SavedReplyInput) => updateSavedReply(id, input), onSuccess: savedRepliesChanged });
export const useDeleteSavedReply = () => useMutation({ mutationFn: (id: Id) => deleteSavedReply(id), onSuccess: savedRepliesChanged });

/** Several issues closed at once from the inbox: every staff and member read of issues is read again. */
export const useCloseIssues = () =>
  useMutation({
    mutationFn: (ids: number[]) => closeIssues(ids),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: issueKeys.all }),
  });
