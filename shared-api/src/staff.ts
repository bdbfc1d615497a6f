// The staff area's own calls: the staff home's queues (which the shell's staff menu counts) and the admins' system
// page. The server checks the role of the token's account on every one of them.
import { call } from 'shared-api';
import { staffCalls } from './calls/staff';
import { typedCalls } from './contract-client';
import type { staffContract } from './contracts/staff';

const staffApi = typedCalls<typeof staffContract>(staffCalls, { call });

/** What waits for staff: each queue's count and its list, and this week's events at the door. */
export const getStaffQueues = () => staffApi.getStaffQueues();

/** Admin: the site's state as this instance reads it now: release, readiness, backups, mail and job queues. */
export const getStaffSystem = () => staffApi.getStaffSystem();

/** The names of the staff reads in the query cache; `all` invalidates every one of them after a staff change. */
export const staffKeys = {
  all: ['staff'] as const,
  queues: ['staff', 'queues'] as const,
  system: ['staff', 'system'] as const,
};
