// The admins' system page: the call's access, rules and answer (decision 016). Server and API docs only; browsers
// import this file as a type.
import { contract } from 'shared-api/contract';
import { systemCalls } from './calls';
import { StaffSystem } from './shapes';

export const systemContract = contract('staff', systemCalls, {
  getStaffSystem: {
    access: 'admin',
    summary: 'The site’s state for an admin: the release, each part’s readiness, the backups, the mail and the job queues (admin)',
    description:
      'Read when asked, by the instance that answers: its server version and process, the remotes pinned now (when and why; the pins do not record who), ' +
      'readiness as the health check `getReadiness` gives it, the backups kept and the latest nights’ runs with warnings, the outbox, and each job queue. ' +
      'A part that cannot be read within a few seconds is null and the rest is still given; readiness then names the failing part.',
    answer: StaffSystem,
  },
});
