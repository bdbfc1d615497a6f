// The system page in the browser: the admins' call through its contract (decision 016) and the name of its read in
// the query cache.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { systemCalls } from './calls';
import type { systemContract } from './contract';

const system = typedCalls<typeof systemContract>(systemCalls, { call });

/** Admin: the site's state as this instance reads it now: release, readiness, backups, mail and job queues. */
export const getStaffSystem = () => system.getStaffSystem();

/** The name of the system page's read in the query cache, under the staff reads a staff change refreshes. */
export const systemKeys = {
  system: ['staff', 'system'] as const,
};
