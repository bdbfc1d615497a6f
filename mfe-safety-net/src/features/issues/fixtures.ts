import type { Issue, IssueComment } from 'shared-api';

export const issue = (overrides: Partial<Issue> = {}): Issue => ({
  id: 12,
  title: 'My Payoneer transfer is stuck',
  description: 'A client paid me on the 3rd and the money has not arrived.',
  topic: 'Banking',
  status: { name: 'Open' },
  author: { name: 'Bilal Ahmed', avatar: null, role: 'member' },
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

export const comment = (overrides: Partial<IssueComment> = {}): IssueComment => ({
  id: 1,
  description: 'Please send us the transfer receipt.',
  author: { name: 'Zainab Hussain', avatar: null, role: 'staff' },
  created_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
