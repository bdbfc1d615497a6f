import { msg } from '@lingui/core/macro';
import type { IssueAction, IssueStatus, IssueTopic } from 'shared-api';
import { type MessageDescriptor } from 'shared-ui';
import { i18n } from '#i18n';

// An issue's fixed words (spec: core §3 and §4) in the page's language: its topic, its status and the moves between
// statuses. A topic this list does not know is shown as the issue has it.
const topics: Record<IssueTopic, MessageDescriptor> = {
  'General Query': msg`General Query`,
  Banking: msg`Banking`,
  'Company Formaton & Taxation': msg`Company Formaton & Taxation`,
  'Event Request': msg`Event Request`,
  Discounts: msg`Discounts`,
  'Tickets & payments': msg`Tickets & payments`,
};

const statuses: Record<IssueStatus, MessageDescriptor> = {
  Open: msg`Open`,
  Resolved: msg`Resolved`,
  Closed: msg`Closed`,
};

const actions: Record<IssueAction, MessageDescriptor> = {
  open: msg`Reopen Issue`,
  resolve: msg`Mark Resolved`,
  close: msg`Mark Closed`,
};

export const topicLabel = (topic: string) => (topic in topics ? i18n._(topics[topic as IssueTopic]) : topic);
export const statusLabel = (status: IssueStatus) => i18n._(statuses[status]);
export const actionLabel = (action: IssueAction) => i18n._(actions[action]);
