// What the issue calls refuse with, in the words members and staff read, shared by the member's and the staff's routes.
import type { IssueStatus } from '../../../../shared-api/src/enums.js';

export const NO_ISSUE = 'This issue does not exist.';

export const already = (status: IssueStatus) => `This issue is already ${status === 'Open' ? 'open' : status.toLowerCase()}.`;
