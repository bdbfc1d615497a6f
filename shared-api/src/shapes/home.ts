// The member's dashboard home (GET /user/home): what they hold, what waits for them, in one answer.
import { Type } from '@sinclair/typebox';
import { DateTime, Strict } from './common';
import { HomeIssue } from './issues';
import { EventSummary } from './ticketing';

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
