// The issues feature's writes, one hook each (bulletproof-react's features/<feature>/api): a page changes an issue
// only through these, and each hook's onSuccess refreshes exactly the reads the change affects, by their names in
// issueKeys (homeKeys.home for the dashboard's count of open issues). A page never touches the cache itself (lint).
import { useEffect } from 'react';
import type { IssueAction, IssueStatus, MemberService } from 'shared-api';
import { homeKeys } from 'shared-api/home';
import { addIssueComment, changeIssueStatus, createIssue, issueKeys, notifyWhenServiceOpens, replyToIssue, setIssueStatus } from 'shared-api/issues';
import { queryClient, useMutation } from 'shared-api/query';
import type { CommentInput, IssueInput } from 'shared-api/validation/issues';

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

/** A comment on the member's open issue: its conversation. */
export const useAddIssueComment = (issueId: Id) =>
  useMutation({
    mutationFn: (input: CommentInput) => addIssueComment(issueId, input),
    onSuccess: () => void refresh(issueKeys.comments(issueId)),
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
 * Reading an issue's conversation reads its staff replies (the server marks them read): the lists that mark unread
 * replies ask again when next shown. `readAt` is when the conversation was last read (0 before it is).
 */
export function useConversationRead(readAt: number) {
  useEffect(() => {
    if (!readAt) return;
    void refresh(issueKeys.lists, homeKeys.home);
  }, [readAt]);
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

/** A reply as staff: the conversation, the issue (no longer waiting) and the staff lists. */
export const useReplyToIssue = (issueId: Id) =>
  useMutation({
    mutationFn: (input: CommentInput) => replyToIssue(issueId, input),
    onSuccess: () => void refresh(issueKeys.staffComments(issueId), issueKeys.staffOne(issueId), issueKeys.staffLists),
  });

/** Any status: the issue becomes the one the server answers, and the staff lists change. */
export const useSetIssueStatus = (issueId: Id) =>
  useMutation({
    mutationFn: (status: IssueStatus) => setIssueStatus(issueId, { status }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(issueKeys.staffOne(issueId), data);
      void refresh(issueKeys.staffLists);
    },
  });
