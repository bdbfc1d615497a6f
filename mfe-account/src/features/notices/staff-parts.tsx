// The staff's words for notices, shared by the member's page, the notices page and the system page (English, as the
// staff's pages are).
import type { ReactNode } from 'react';
import { Badge, Box, SimpleGrid, Text } from 'shared-ui';
import type { NoticeConsent, NoticesOverview } from './shapes';
import type { NoticeName } from './templates';
import type { MessageStatus, NoticeChannel } from './validation';

export const CHANNEL_LABELS: Record<NoticeChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail only' };

/** Where a choice was made: the consent log's "where". */
export const SOURCE_LABELS: Record<NoticeConsent['source'], string> = { registration: 'Registration', profile: 'Profile', reply: 'Reply "STOP"', staff: 'Staff' };

/** Every notice of templates.ts by name (the compiler asks for a new one's), and the answer to a "STOP". */
const NOTICE_LABELS: Record<NoticeName | 'stop-answer', string> = {
  'ticket-confirmed': 'Ticket confirmed',
  'event-reminder': 'Event reminder the day before',
  'payment-received': 'Payment received',
  'membership-renewal': 'Membership renewal reminder',
  'issue-answered': 'Answer to an issue',
  'order-refunded': 'Order refunded',
  'stop-answer': 'Answer to "STOP"',
};

/** A notice by its name as staff read it; one this list does not know yet by its key. */
export const noticeLabel = (notice: string) => (Object.hasOwn(NOTICE_LABELS, notice) ? NOTICE_LABELS[notice as keyof typeof NOTICE_LABELS] : notice);

const STATUSES: Record<MessageStatus, { label: string; palette: string }> = {
  queued: { label: 'Queued', palette: 'gray' },
  sent: { label: 'Sent', palette: 'blue' },
  delivered: { label: 'Delivered', palette: 'green' },
  read: { label: 'Read', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  cancelled: { label: 'Cancelled', palette: 'orange' },
};

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge colorPalette={STATUSES[status].palette}>{STATUSES[status].label}</Badge>;
}

/** Figures side by side: two to a line on a phone, four on a wide screen. */
export function NoticeFigures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid as="dl" aria-label={label} columns={{ base: 2, md: 4 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

/** One figure: its name above, its value below, and a note under it. */
export function NoticeFigure({ label, children, note }: { label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {children}
      </Text>
      {note && (
        <Text as="dd" fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
    </Box>
  );
}

/** The messages of this month (since the first, Karachi time), which cost money: the notices page and the system page show them. */
export function MonthFigures({ month }: { month: NoticesOverview['this_month'] }) {
  return (
    <NoticeFigures label="Messages this month">
      <NoticeFigure label="WhatsApp">{month.whatsapp}</NoticeFigure>
      <NoticeFigure label="SMS" note={`${month.sms_segments} SMS ${month.sms_segments === 1 ? 'part' : 'parts'}`}>
        {month.sms}
      </NoticeFigure>
      <NoticeFigure label="Failed">{month.failed}</NoticeFigure>
    </NoticeFigures>
  );
}
