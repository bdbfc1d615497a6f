// WhatsApp and SMS notices: the calls through the feature's contract (decision 016), one function each, and the names
// of their reads in the query cache. The pages read and write through the hooks of api.ts; a page's test replaces this
// module.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { noticeCalls } from './calls';
import type { noticeContract } from './contract';
import type { NoticeChoiceInput } from './validation';

const api = typedCalls<typeof noticeContract>(noticeCalls, { call });

/** The names of these reads in the query cache; the staff's are under the staff reads a staff change refreshes. */
export const noticeKeys = {
  /** the channels this site sends on (public: the registration form reads it) */
  channels: ['notices', 'channels'] as const,
  /** the signed-in member's own choice */
  choice: ['notices', 'choice'] as const,
  /** every staff read of notices */
  staff: ['staff', 'notices'] as const,
  member: (memberId: string) => ['staff', 'notices', 'member', memberId] as const,
  overview: ['staff', 'notices', 'overview'] as const,
};

/** The channels this site sends notices on besides e-mail (WhatsApp, SMS), for anyone: the registration form asks. */
export const getNoticeChannels = () => api.getNoticeChannels();

/** How the member gets notices (WhatsApp, SMS or e-mail only), the number they go to, and the channels offered. */
export const getNoticeChoice = () => api.getNoticeChoice();

/** The member chooses WhatsApp, SMS or e-mail only; the answer is the choice as it now is. */
export const setNoticeChoice = (input: NoticeChoiceInput) => api.setNoticeChoice({ body: input });

/** Staff: a member's channel, their consent log and the latest messages sent to them. */
export const getMemberNotices = (memberId: string) => api.getMemberNotices({ params: { memberId } });

/** Staff: each notice's template with its approved texts, and this month's messages per channel. */
export const getNoticesOverview = () => api.getNoticesOverview();
