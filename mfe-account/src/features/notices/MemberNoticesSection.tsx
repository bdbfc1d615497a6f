// i18n-english: a section of the staff's member page (staff pages stay English).
import { Box, Card, formatDateTime, Heading, PageFrame, SimpleGrid, Stack, Text } from 'shared-ui';
import { StaffTable, type StaffColumn } from 'shared-ui/table';
import { useMemberNotices } from './api';
import type { MemberNotices, NoticeConsent, NoticeMessage } from './shapes';
import { CHANNEL_LABELS, MessageStatusBadge, noticeLabel, SOURCE_LABELS } from './staff-parts';

const when = (at: string) => <time dateTime={at}>{formatDateTime(at)}</time>;
/** A phone number keeps its order on any page. */
const number = (phone: string | null) => (phone ? <span dir="ltr">{phone}</span> : '—');

const consentColumns: StaffColumn<NoticeConsent>[] = [
  { id: 'date', header: 'Date', primary: true, cell: (consent) => when(consent.created_at) },
  { id: 'channel', header: 'Channel', primary: true, cell: (consent) => `${CHANNEL_LABELS[consent.channel]}${consent.channel === 'whatsapp' && consent.sms_fallback ? ', SMS if it fails' : ''}` },
  { id: 'number', header: 'Number', cell: (consent) => number(consent.phone) },
  { id: 'source', header: 'Where', phoneLabel: true, cell: (consent) => SOURCE_LABELS[consent.source] },
];

const messageColumns: StaffColumn<NoticeMessage>[] = [
  { id: 'date', header: 'Date', primary: true, cell: (message) => when(message.created_at) },
  { id: 'channel', header: 'Channel', primary: true, cell: (message) => (message.channel === 'sms' && message.segments > 1 ? `SMS (${message.segments} parts)` : CHANNEL_LABELS[message.channel]) },
  {
    id: 'notice',
    header: 'Notice',
    cell: (message) => (
      <Box as="span" display="block" minW="0">
        <Text as="span" fontWeight="medium">
          {noticeLabel(message.notice)}
        </Text>
        {/* The text the member read, in their language (Urdu reads right to left). */}
        <Text as="span" display="block" color="fg.muted" dir="auto" lang={message.language} whiteSpace="pre-line" overflowWrap="anywhere">
          {message.body}
        </Text>
      </Box>
    ),
  },
  { id: 'to', header: 'To', cell: (message) => number(message.recipient) },
  { id: 'status', header: 'Status', cell: (message) => <MessageStatusBadge status={message.status} /> },
  { id: 'error', header: 'Error', cell: (message) => message.error ?? '' },
];

function MemberNoticesBody({ notices }: { notices: MemberNotices }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Box minW="0">
          <Text fontSize="sm" color="fg.muted">
            Notices by
          </Text>
          <Text>{notices.channel === 'email' ? 'E-mail only' : `${CHANNEL_LABELS[notices.channel]} and e-mail`}</Text>
        </Box>
        <Box minW="0">
          <Text fontSize="sm" color="fg.muted">
            Mobile number
          </Text>
          <Text>{number(notices.phone)}</Text>
        </Box>
      </SimpleGrid>
      <Heading as="h4" size="sm">
        Consent log
      </Heading>
      <StaffTable
        caption="Consent log"
        rows={notices.consents}
        columns={consentColumns}
        rowKey={(consent) => `${consent.created_at}-${consent.source}-${consent.channel}`}
        rowLabel={(consent) => `${CHANNEL_LABELS[consent.channel]}, ${formatDateTime(consent.created_at)}`}
        empty={<Text color="fg.muted">The member has not chosen yet: notices go by e-mail only.</Text>}
      />
      <Heading as="h4" size="sm">
        Messages sent
      </Heading>
      <StaffTable
        caption="Messages sent"
        rows={notices.messages}
        columns={messageColumns}
        rowKey={(message) => String(message.id)}
        rowLabel={(message) => `${noticeLabel(message.notice)}, ${formatDateTime(message.created_at)}`}
        empty={<Text color="fg.muted">No WhatsApp or SMS message was sent to this member.</Text>}
      />
      {notices.messages.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          Newest first; the latest 50 are shown.
        </Text>
      )}
    </Stack>
  );
}

/** Staff: how a member gets their notices, when they chose it, and the WhatsApp and SMS messages sent to them. */
export function MemberNoticesSection({ memberId }: { memberId: string }) {
  const query = useMemberNotices(memberId);
  return (
    <Card.Root as="section" aria-labelledby="notices-heading">
      <Card.Body gap="3">
        <Heading as="h3" size="md" id="notices-heading">
          WhatsApp and SMS
        </Heading>
        <PageFrame query={query} what="the member’s notices">
          {(notices) => <MemberNoticesBody notices={notices} />}
        </PageFrame>
      </Card.Body>
    </Card.Root>
  );
}
