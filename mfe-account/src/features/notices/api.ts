// WhatsApp and SMS notices in the browser: the reads as hooks over the site's query cache, and the member's one write,
// whose onSuccess refreshes the choice. A page never touches the cache itself (lint).
import { defineQuery } from 'shared-api';
import { queryClient, useMutation, useQuery } from 'shared-api/query';
import { getMemberNotices, getNoticeChoice, getNoticesOverview, noticeKeys, setNoticeChoice } from './requests';
import type { NoticeChoiceInput } from './validation';

/** The signed-in member's choice of channel and the channels this site offers. */
export const useNoticeChoice = () => useQuery(defineQuery(noticeKeys.choice, getNoticeChoice));

/** The member's choice saved: it is read again (the server writes when it was made). */
export const useSetNoticeChoice = () =>
  useMutation({
    mutationFn: (input: NoticeChoiceInput) => setNoticeChoice(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.choice }),
  });

/** Staff: one member's notices (their channel, consent log and messages sent). */
export const useMemberNotices = (memberId: string) => useQuery(defineQuery(noticeKeys.member(memberId), () => getMemberNotices(memberId)));

/** Staff: the templates and this month's figures. */
export const useNoticesOverview = () => useQuery(defineQuery(noticeKeys.overview, getNoticesOverview));
