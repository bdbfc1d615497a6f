import { t } from '@lingui/core/macro';
import type { EventSummary } from 'shared-api';
import { Box, formatDateTime, Heading, Stack, Text, type StackProps } from 'shared-ui';

/** The event a ticket card is for, at its head: the title, then when and where. */
export function TicketEvent({ event, headingLevel, ...props }: { event: EventSummary; headingLevel: 'h2' | 'h3' } & StackProps) {
  const place = [event.venue, event.city].filter(Boolean).join(', ');
  return (
    <Stack gap="1" {...props}>
      <Heading as={headingLevel} size="md" overflowWrap="anywhere">
        {event.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <time dateTime={event.start_date}>{formatDateTime(event.start_date)}</time>
        {place && ` · ${place}`}
      </Text>
    </Stack>
  );
}

/**
 * What a ticket is, under its event: the package and the holder, then the line of the card's own (a paid ticket's
 * number and order, or a pending order's number and total).
 */
export function TicketDetails({ ticket, last }: { ticket: { package_name: string; holder: string }; last: { label: string; value: string } }) {
  return (
    <Stack as="dl" gap="1" fontSize="sm">
      <Detail label={t`Package`} value={ticket.package_name} />
      <Detail label={t`Ticket holder`} value={ticket.holder} />
      <Detail label={last.label} value={last.value} />
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box display="flex" gap="2" flexWrap="wrap">
      <Box as="dt" color="fg.muted">
        {label}:
      </Box>
      <Box as="dd" fontWeight="medium" minW="0" overflowWrap="anywhere">
        {value}
      </Box>
    </Box>
  );
}
