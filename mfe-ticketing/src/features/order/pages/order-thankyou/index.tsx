import { t } from '@lingui/core/macro';
import { defineQuery, type OrderDetail } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { orderPaid, ticketingKeys } from 'shared-api/ticketing';
import { Button, Card, EmptyState, PageFrame, PageSection, RouterLink, Stack, Text, useSearchParams } from 'shared-ui';
import { noOrder, ORDER_NUMBER, payLink } from '../../../tickets/order-links';
import { OrderSummary } from '../../../tickets/OrderSummary';
import { OrderTickets } from '../../../tickets/TicketCard';

function Links() {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
      <Button asChild colorPalette="brand">
        <RouterLink to="/dashboard/orders">{t`View all orders`}</RouterLink>
      </Button>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to="/dashboard/tickets">{t`My Tickets`}</RouterLink>
      </Button>
    </Stack>
  );
}

function PlacedText() {
  return (
    <>
      <Text fontSize="xl" fontWeight="semibold">
        {t`Your order was placed successfully!`}
      </Text>
      <Text>{t`Thankyou, an email regarding your order has been sent to your email account`}</Text>
    </>
  );
}

/**
 * Thank-you (second spec §2.5). A card payment comes back here with `?O=` (the gateway's signed return), and so does
 * a free package ordered through the order form: the page asks the server whether that order is paid (order-paid) and
 * shows its number, amount and tickets. Without `?O=` it says the spec's sentence and points to the orders and tickets.
 * Bill payments go to the 1Bill page instead, and a free event's Register shows its ticket on the event page.
 */
export default function OrderThankyouPage() {
  const [search] = useSearchParams();
  // An empty `?O=` names no order, as a missing one does.
  const orderId = search.get('O') || null;
  const missing = noOrder();
  return (
    <PageSection title={t`Thank You`} width="3xl">
      {orderId === null ? (
        <Card.Root>
          <Card.Body gap="4">
            <PlacedText />
            <Links />
          </Card.Body>
        </Card.Root>
      ) : ORDER_NUMBER.test(orderId) ? (
        <Confirmed orderId={orderId} />
      ) : (
        <EmptyState
          title={missing.title}
          description={t`This link does not name one of your orders. Every order you placed is in your Order History.`}
          action={
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to={missing.back.to}>{missing.back.label}</RouterLink>
            </Button>
          }
        />
      )}
    </PageSection>
  );
}

function Confirmed({ orderId }: { orderId: string }) {
  const query = useQuery({
    // Asked afresh on every visit (nothing kept once the page is left): the gateway may confirm the payment late.
    ...defineQuery([...ticketingKeys.order(orderId), 'paid'], async () => {
      const result = await orderPaid(orderId);
      return { message: result.message, data: { order: result.data, message: result.message } };
    }),
    gcTime: 0,
  });
  return (
    <PageFrame query={query} what={t`your order`} notFound={noOrder()}>
      {({ order, message }) => (order.status === 'paid' ? <Paid order={order} /> : <NotPaid order={order} message={message} />)}
    </PageFrame>
  );
}

/**
 * A paid order: the spec's sentence, then the ticket with its QR (on a 360 px phone the QR is in view without
 * scrolling, the member may be at the door already), then the order's details and the way on.
 */
function Paid({ order }: { order: OrderDetail }) {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <PlacedText />
      </Stack>
      <OrderTickets tickets={order.tickets} />
      <Card.Root>
        <Card.Body gap="4">
          <OrderSummary order={order} />
          <Links />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function NotPaid({ order, message }: { order: OrderDetail; message: string }) {
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Text fontSize="lg" fontWeight="semibold">
          {message}
        </Text>
        <OrderSummary order={order} />
        {order.status === 'pending' && (
          <Button asChild variant="outline" alignSelf={{ base: 'stretch', sm: 'start' }}>
            <RouterLink to={payLink(order).to}>{payLink(order).label}</RouterLink>
          </Button>
        )}
        <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
          <RouterLink to="/dashboard/orders">{t`View all orders`}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
