// The staff area's answers: the staff home (what is waiting for the association's staff, each queue with its count and
// the list it counts). The admins' system page is mfe-account's feature (`features/system/`).
import { Type } from '@sinclair/typebox';
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
