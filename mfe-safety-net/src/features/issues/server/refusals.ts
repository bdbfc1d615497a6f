// What the issue calls refuse with, in the words members and staff read, shared by the member's and the staff's routes.
import { ISSUE_ACTIONS, type IssueAction, type IssueStatus } from '../../../../../shared-api/src/enums.js';

export const NO_ISSUE = 'This issue does not exist.';

export const already = (status: IssueStatus) => `This issue is already ${status === 'Open' ? 'open' : status.toLowerCase()}.`;

/** An order number that names none of the member's orders (theirs alone: another member's is none). */
export const notYourOrder = (orderId: number) => `You have no order #${orderId}. Please check its number in your Order History.`;

const doing: Record<IssueAction, string> = { open: 'reopened', resolve: 'marked resolved', close: 'closed' };

/** Why `action` cannot start from `status` (the status machine of spec core §4): the issue is there already, or the move does not apply. */
export const cannotMove = (action: IssueAction, status: IssueStatus) =>
  ISSUE_ACTIONS[action].to === status ? already(status) : `An issue that is ${status} cannot be ${doing[action]}.${action === 'resolve' ? ' Reopen it first.' : ''}`;
