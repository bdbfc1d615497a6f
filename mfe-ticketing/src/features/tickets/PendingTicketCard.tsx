import type { PendingTicket } from 'shared-api';
import { Badge, Box, Button, Card, formatDateTime, formatPKR, Heading, HStack, RouterLink, Stack, Text } from 'shared-ui';
import { billPagePath } from './order-links';

/**
 * A ticket booked with bill payment, before the payment is received: the seat it holds and until when, what to pay,
 * and the way to the order's 1Bill page. It has no QR yet: the code exists only once the order is paid.
 */
export function PendingTicketCard({ ticket, headingLevel = 'h3' }: { ticket: PendingTicket; headingLevel?: 'h2' | 'h3' }) {
  const { event } = ticket;
  const place = [event.venue, event.city].filter(Boolean).join(', ');
  return (
    <Card.Root as="article" variant="outline" aria-label={`Order #${ticket.order_id}, waiting for payment`} minW="0" borderColor="orange.emphasized">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0" flex="1">
            <Heading as={headingLevel} size="md" overflowWrap="anywhere">
              {event.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={event.start_date}>{formatDateTime(event.start_date)}</time>
              {place && ` · ${place}`}
            </Text>
          </Stack>
          <Badge colorPalette="orange" variant="subtle">
            Pending payment
          </Badge>
        </HStack>
        <Stack as="dl" gap="1" fontSize="sm">
          <Detail label="Package" value={ticket.package_name} />
          <Detail label="Ticket holder" value={ticket.holder} />
          <Detail label="Order" value={`#${ticket.order_id} · ${formatPKR(ticket.grand_total)}`} />
        </Stack>
        <Text fontSize="sm">
          Pay through 1Bill with the order ID {ticket.bill_reference}
          {ticket.expires_at ? (
            <>
              {' '}
              by <time dateTime={ticket.expires_at}>{formatDateTime(ticket.expires_at)}</time>: your seat is held until then.
            </>
          ) : (
            '.'
          )}{' '}
          Your ticket and its QR code will be here once the payment is received.
        </Text>
        <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
          <RouterLink to={billPagePath(ticket.order_id)} aria-label={`How to pay order #${ticket.order_id}`}>
            How to pay
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
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
