import { t } from '@lingui/core/macro';
import { useId } from 'react';
import type { MemberTicket } from 'shared-api';
import { Box, Button, Card, Heading, Image, Link, Stack, Text } from 'shared-ui';
import { TicketDetails, TicketEvent } from './TicketEvent';

/**
 * One paid ticket as the member shows it at the door: its QR (the same code the PDF prints), the event, the package
 * and the holder, with Download Ticket (the signed PDF link) and Add to calendar (the event's .ics). On a phone the QR
 * comes first, full width up to a size a scanner reads at arm's length; from `sm` it sits beside the details.
 */
export function TicketCard({ ticket, headingLevel = 'h2' }: { ticket: MemberTicket; headingLevel?: 'h2' | 'h3' }) {
  const { id, order_id: orderId, code } = ticket;
  return (
    <Card.Root as="article" variant="outline" aria-label={t`Ticket #${id}`} minW="0">
      <Card.Body gap="4" flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ base: 'stretch', sm: 'start' }}>
        <Box flexShrink={0} alignSelf={{ base: 'center', sm: 'start' }} bg="white" p="2" borderWidth="1px" borderRadius="l2">
          <Image src={ticket.qr} alt={t`QR code of ticket #${id}`} width="180px" height="180px" maxW="100%" />
        </Box>
        <Stack gap="3" minW="0" flex="1">
          <TicketEvent event={ticket.event} headingLevel={headingLevel} />
          <TicketDetails ticket={ticket} last={{ label: t`Ticket`, value: t`#${id} · order #${orderId}` }} />
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {t`Ticket code: ${code}`}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Button asChild colorPalette="brand">
              <Link href={ticket.download_url} download>
                {t`Download Ticket`}
              </Link>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <Link href={ticket.calendar_url} download>
                {t`Add to calendar`}
              </Link>
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The tickets of one order, one card each. */
export function TicketList({ tickets, headingLevel }: { tickets: MemberTicket[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Stack gap="3">
      {tickets.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} headingLevel={headingLevel} />
      ))}
    </Stack>
  );
}

/** A paid order's tickets under their heading, with what to do at the door; nothing when the order has none. */
export function OrderTickets({ tickets }: { tickets: MemberTicket[] }) {
  const heading = useId();
  if (tickets.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby={heading}>
      <Heading as="h2" size="lg" id={heading}>
        {tickets.length === 1 ? t`Your ticket` : t`Your tickets`}
      </Heading>
      <Text color="fg.muted">{t`Show the QR code at the entrance. It admits one person once.`}</Text>
      <TicketList tickets={tickets} headingLevel="h3" />
    </Stack>
  );
}
