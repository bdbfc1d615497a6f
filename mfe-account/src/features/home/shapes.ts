// The member's dashboard home (GET /user/home): what they hold, what waits for them, in one answer; and its types.
import { DateTime, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { EventSummary } from 'shared-api/shapes/ticketing';
import { ISSUE_TOPICS } from 'shared-api/validation';

/** An open issue on the member's dashboard: enough to name it and link to it. */
export const HomeIssue = Strict({
  id: Type.Integer(),
  title: Type.String(),
  topic: StringEnum(ISSUE_TOPICS),
  updated_at: DateTime(),
  unread: Type.Boolean({ description: 'a staff reply is newer than the member last opened the issue' }),
});

/** An event the member holds paid tickets for, that has not ended. */
export const HomeEvent = Strict({
  event: EventSummary,
  tickets: Type.Integer({ description: 'how many paid tickets the member holds for it' }),
});

/** GET /user/home */
export const MemberHome = Strict({
  name: Type.String(),
  membership: Strict({
    member_id: Type.String(),
    membership_id: Type.String(),
    member_since: DateTime('when the account was made'),
  }),
  profile_completed: Type.Boolean(),
  events: Type.Array(HomeEvent, { description: 'the next events, soonest first (at most three)' }),
  issues: Strict({
    open: Type.Integer({ description: 'how many of the member’s issues are open' }),
    unread: Type.Integer({ description: 'how many open issues have a staff reply the member has not seen' }),
    items: Type.Array(HomeIssue, { description: 'the newest open issues (at most five)' }),
  }),
});

export type MemberHome = Static<typeof MemberHome>;
export type HomeEvent = Static<typeof HomeEvent>;
export type HomeIssue = Static<typeof HomeIssue>;
