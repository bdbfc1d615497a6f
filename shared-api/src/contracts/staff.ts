// The staff area's own calls: the staff home's queues and the admins' system page (the members' accounts and the
// audit log are mfe-account's features). Each call's access, rules and answer (decision 016). Server and API docs
// only; browsers import this file as a type.
import { contract } from '../contract';
import { staffCalls } from '../calls/staff';
import { StaffQueues, StaffSystem } from '../shapes/staff';

export const staffContract = contract('staff', staffCalls, {
  getStaffQueues: {
    access: 'staff',
    summary: 'The staff home: each queue of work with its count and oldest item, and this week’s events with checked-in and sold',
    description: 'Queues: issues waiting for staff, bill payments waiting, holds expiring within 24 hours, card payments approved late, refunds waiting for a second staff member’s approval (with how many the reader may decide), bank-account requests not sent, volunteer applications of the last 7 days, course enrolments waiting for a decision. Each names the filtered staff list it counts.',
    answer: StaffQueues,
  },
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
