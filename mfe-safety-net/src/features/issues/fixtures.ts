import type { Issue, IssueAttachment, IssueComment, IssueNote, SavedReply, StaffIssue } from './shapes';

export const issue = (overrides: Partial<Issue> = {}): Issue => ({
  id: 12,
  title: 'My Payoneer transfer is stuck',
  description: 'A client paid me on the 3rd and the money has not arrived.',
  topic: 'Banking',
  status: { name: 'Open' },
  author: { name: 'Bilal Ahmed', avatar: null, role: 'member' },
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  order_id: null,
  attachments: [],
  ...overrides,
});

export const staffIssue = (overrides: Partial<StaffIssue> = {}): StaffIssue => ({
  ...issue(),
  member_id: 'bilal1234567890a',
  waiting_since: null,
  comments: 0,
  notes: 0,
  assignee: null,
  new_activity: false,
  member_activity: 1,
  ...overrides,
});

export const comment = (overrides: Partial<IssueComment> = {}): IssueComment => ({
  id: 1,
  description: 'Please send us the transfer receipt.',
  author: { name: 'Zainab Hussain', avatar: null, role: 'staff' },
  created_at: '2026-11-21T10:00:00.000Z',
  attachments: [],
  reopened: false,
  ...overrides,
});

export const attachment = (overrides: Partial<IssueAttachment> = {}): IssueAttachment => ({ id: 31, name: 'receipt.pdf', mime: 'application/pdf', bytes: 48_213, ...overrides });

export const note = (overrides: Partial<IssueNote> = {}): IssueNote => ({
  id: 1,
  description: 'The bank confirmed a compliance hold.',
  author: { name: 'Asad Mehmood', avatar: null, role: 'admin' },
  created_at: '2026-11-21T11:00:00.000Z',
  ...overrides,
});

export const savedReply = (overrides: Partial<SavedReply> = {}): SavedReply => ({
  id: 3,
  title: 'Ask for the transfer reference',
  body: 'Could you send us the transfer reference, the date and the amount?',
  updated_at: '2026-11-19T08:00:00.000Z',
  ...overrides,
});
