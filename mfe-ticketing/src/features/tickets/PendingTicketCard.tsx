import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PendingTicket } from './shapes';
import { Badge, Button, Card, formatDateTime, formatPKR, HStack, RouterLink, Text } from 'shared-ui';
import { billPagePath } from './order-links';
import { TicketDetails, TicketEvent } from './TicketEvent';

/**
 * A ticket booked with bill payment, before the payment is received: the seat it holds and until when, what to pay,
 * and the way to the order's 1Bill page. It has no QR yet: the code exists only once the order is paid.
 */
export function PendingTicketCard({ ticket, headingLevel = 'h3' }: { ticket: PendingTicket; headingLevel?: 'h2' | 'h3' }) {
  const { order_id: orderId, bill_reference: reference, expires_at: expires } = ticket;
  const total = formatPKR(ticket.grand_total);
  const when = expires ? formatDateTime(expires) : '';
  return (
    <Card.Root as="article" variant="outline" aria-label={t`Order #${orderId}, waiting for payment`} minW="0" borderColor="orange.emphasized">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <TicketEvent event={ticket.event} headingLevel={headingLevel} minW="0" flex="1" />
          <Badge colorPalette="orange" variant="subtle">
            {t`Pending payment`}
          </Badge>
        </HStack>
        <TicketDetails ticket={ticket} last={{ label: t`Order`, value: `#${orderId} · ${total}` }} />
        <Text fontSize="sm">
          {expires ? (
            <Trans>
              Pay through 1Bill with the order ID {reference} by <time dateTime={expires}>{when}</time>: your seat is held until then.
            </Trans>
          ) : (
            t`Pay through 1Bill with the order ID ${reference}.`
          )}{' '}
          {t`Your ticket and its QR code will be here once the payment is received.`}
        </Text>
        <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
          <RouterLink to={billPagePath(ticket.order_id)} aria-label={t`How to pay order #${orderId}`}>
            {t`How to pay`}
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
