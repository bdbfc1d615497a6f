// The issues feature's writes, one hook each (bulletproof-react's features/<feature>/api): a page changes an issue
// only through these, and each hook's onSuccess refreshes exactly the reads the change affects, by their names in
// issueKeys (homeKeys.home for the dashboard's count of open issues). A page never touches the cache itself (lint).
import { useEffect } from 'react';
import type { ApiResult, IssueAction, IssueStatus, MemberService, StaffIssue } from 'shared-api';
import { homeKeys } from 'shared-api/home';
import {
  addIssueComment,
  addIssueNote,
  assignIssue,
  changeIssueStatus,
  closeIssues,
  createIssue,
  createSavedReply,
  deleteSavedReply,
  issueKeys,
  markIssueSeen,
  markStaffIssueSeen,
  notifyWhenServiceOpens,
  replyAndResolveIssue,
  replyToIssue,
  setIssueStatus,
  updateSavedReply,
} from 'shared-api/issues';
import { queryClient, useMutation } from 'shared-api/query';
import type { CommentInput, IssueInput, MemberCommentInput, NoteInput, SavedReplyInput } from 'shared-api/validation/issues';

type Id = number | string;

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
