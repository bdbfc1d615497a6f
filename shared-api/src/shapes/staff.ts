// The staff home: what is waiting for the association's staff, each queue with its count and the list it counts.
import { Type } from '@sinclair/typebox';
import { ROLES } from '../enums';
import { DateTime, Nullable, Strict, StringEnum } from './common';

export const STAFF_QUEUES = ['issues', 'bill-payments', 'expiring-holds', 'late-payments', 'refunds', 'bank-requests', 'volunteers', 'enrolments'] as const;

export const StaffQueue = Strict({
  key: StringEnum(STAFF_QUEUES),
  label: Type.String(),
  count: Type.Integer(),
  /** when the oldest item came in (the longest wait), or for holds when the first one expires */
  oldest_at: Nullable(DateTime()),
  /** the staff list of exactly these items, with its filters */
  path: Type.String(),
  you_may_decide: Type.Optional(
    Type.Integer({ description: 'refunds only: how many of them the staff member reading may approve or reject (not asked by them, not of an order on their own account)' }),
  ),
});

export const StaffWeekEvent = Strict({
  id: Type.Integer(),
  title: Type.String(),
  start_date: DateTime(),
  sold: Type.Integer({ description: 'tickets with a paid order' }),
  checked_in: Type.Integer(),
  path: Type.String({ description: 'the event’s door (check-in) page' }),
});

/** GET /staff/queues */
export const StaffQueues = Strict({ queues: Type.Array(StaffQueue), events: Type.Array(StaffWeekEvent) });

/** Whether an account can sign in: `disabled` while staff have disabled it. */
export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;

const memberFields = {
  member_id: Type.String({ description: 'the public id in the member’s addresses' }),
  member_id_formatted: Type.String({ description: 'the MEMBER ID (FAP-…) on their profile and certificate' }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: StringEnum(ROLES),
  status: StringEnum(ACCOUNT_STATUSES),
  joined_at: DateTime(),
  last_sign_in_at: Nullable(DateTime('null when the account has not signed in since sign-ins were recorded')),
};

/** One account in the staff's list of members (GET /staff/members). */
export const StaffMember = Strict(memberFields);

const text = () => Nullable(Type.String());

/** One member's account as staff read it (GET /staff/members/:memberId). */
export const MemberAccount = Strict({
  ...memberFields,
  city: text(),
  country: text(),
  organisation: text(),
  designation: text(),
  profile_complete: Type.Boolean(),
  disabled: Nullable(
    Strict(
      {
        at: DateTime(),
        by: Nullable(Strict({ member_id: Type.String(), name: Type.String() }, { description: 'who disabled it; null once their account is deleted' })),
        reason: Type.String(),
      },
      { description: 'null while the account is active' },
    ),
  ),
  membership: Strict({
    package: Type.String(),
    starts_at: DateTime(),
    ends_at: Nullable(DateTime('null for a membership that never expires')),
    ends: Type.String({ description: 'the end day as the member reads it, or Never expires' }),
  }),
});
