// The staff area's own call: the staff home's queues, which the shell's staff menu counts (the members' accounts, the
// audit log and the system page are mfe-account's features). The call's access, rules and answer (decision 016).
// Server and API docs only; browsers import this file as a type.
import { contract } from '../contract';
import { staffCalls } from '../calls/staff';
import { StaffQueues } from '../shapes/staff';

export const staffContract = contract('staff', staffCalls, {
  getStaffQueues: {
    access: 'staff',
    summary: 'The staff home: each queue of work with its count and oldest item, and this week’s events with checked-in and sold',
    description: 'Queues: issues waiting for staff, bill payments waiting, holds expiring within 24 hours, card payments approved late, refunds waiting for a second staff member’s approval (with how many the reader may decide), bank-account requests not sent, volunteer applications of the last 7 days, course enrolments waiting for a decision. Each names the filtered staff list it counts.',
    answer: StaffQueues,
  },
});
