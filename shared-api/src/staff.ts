// The staff area's own call: the staff home's queues (which the shell's staff menu counts). The server checks the role
// of the token's account. The admins' system page is mfe-account's feature (`features/system/`).
import { call } from 'shared-api';
import { staffCalls } from './calls/staff';
import { typedCalls } from './contract-client';
import type { staffContract } from './contracts/staff';

const staffApi = typedCalls<typeof staffContract>(staffCalls, { call });

/** What waits for staff: each queue's count and its list, and this week's events at the door. */
export const getStaffQueues = () => staffApi.getStaffQueues();

/** The names of the staff reads in the query cache; `all` invalidates every one of them after a staff change. */
export const staffKeys = {
  all: ['staff'] as const,
  queues: ['staff', 'queues'] as const,
};
