import { defineQuery, type OrderDetail } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { getOrder, ticketingKeys } from 'shared-api/ticketing';
import { Box, Button, Card, formatDateTime, formatPKR, List, PageFrame, PageSection, RouterLink, Stack, Strong, Text, useSearchParams } from 'shared-ui';
import { OrderSummary } from '../../features/tickets/OrderSummary';
import { ORDER_NUMBER } from '../../features/tickets/order-links';
import { OrderTickets } from '../../features/tickets/TicketCard';

/**
 * The bill-payment page (second spec §2.5): while the order is pending, how to pay it from a banking app with its
 * reference; once staff have received the payment, its ticket, or for a membership order, the membership.
 */
export default function OrderOnebillPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <PageSection title="Pay with 1Bill" width="3xl">
      <Card.Root>
        <Card.Body>
          {ORDER_NUMBER.test(id) ? (
            <PendingOrder id={id} />
          ) : (
            <Stack gap="4">
              <Text>This link does not say which order to pay. Your orders and how to pay each are in your Order History.</Text>
              <Button asChild colorPalette="brand" alignSelf="start">
                <RouterLink to="/dashboard/orders">View all orders</RouterLink>
              </Button>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </PageSection>
  );
}

function PendingOrder({ id }: { id: string }) {
  const query = useQuery(defineQuery(ticketingKeys.order(id), () => getOrder(id)));
  return (
          <PageFrame query={query} what="your order" notFound={{ title: 'This order does not exist', back: { to: '/dashboard/orders', label: 'View all orders' } }}>
            {(order) =>
              order.status === 'paid' ? (
                <Paid order={order} />
              ) : order.status !== 'pending' ? (
                <Stack gap="4">
                  <Text>This order is {order.status}.</Text>
                  <Button asChild colorPalette="brand" alignSelf="start">
                    <RouterLink to="/dashboard/orders">View all orders</RouterLink>
                  </Button>
                </Stack>
              ) : (
                <Stack gap="4">
                  <Text fontSize="lg" fontWeight="semibold">
                    Your order #{order.id} is pending until your payment is received.
                  </Text>
                  <Text>
                    {order.kind === 'membership' ? order.event_name : `${order.event_name}, ${order.package_name}`}: <Strong>{formatPKR(order.grand_total)}</Strong>
                    {order.expires_at && (
                      <>
                        {' '}
                        — {order.kind === 'membership' ? 'please pay by' : 'your seat is held until'}{' '}
                        <time dateTime={order.expires_at}>{formatDateTime(order.expires_at)}</time>
                        {order.kind === 'membership' ? '; your membership starts when the payment is received.' : '.'}
                      </>
                    )}
                  </Text>
                  <Box>
                    <Text fontWeight="semibold" mb="2">
                      To pay through your banking app:
                    </Text>
                    <List.Root as="ol" gap="2" ps="5" listStyleType="decimal">
                      <List.Item>Open your banking app.</List.Item>
                      <List.Item>Add 1Bill as a beneficiary in bill payments.</List.Item>
                      <List.Item>Choose Invoice/Voucher Payments.</List.Item>
                      <List.Item>
                        Enter the order ID <Strong fontFamily="mono" letterSpacing="wide">{order.bill_reference}</Strong>.
                      </List.Item>
                      <List.Item>
                        Transfer the payment amount, <Strong>{formatPKR(order.grand_total)}</Strong>.
                      </List.Item>
                    </List.Root>
                  </Box>
                  <Text fontSize="sm" color="fg.muted">
                    {order.kind === 'membership' ? 'We will e-mail you when your membership starts.' : 'We will e-mail your ticket once the payment is received.'} You can follow your
                    order in your Order History.
                  </Text>
                  <Button asChild variant="outline" alignSelf="start">
                    <RouterLink to="/dashboard/orders">View all orders</RouterLink>
                  </Button>
                </Stack>
              )
            }
          </PageFrame>
  );
}

/** Staff have received the bill payment: the order is paid, and its ticket is ready (or its year of membership added). */
function Paid({ order }: { order: OrderDetail }) {
  const membership = order.kind === 'membership';
  return (
    <Stack gap="4">
      <Text fontSize="lg" fontWeight="semibold">
        {membership ? `Your order #${order.id} is paid. Your year of ${order.package_name} membership has been added.` : `Your order #${order.id} is paid. Your ticket is ready.`}
      </Text>
      <OrderSummary order={order} />
      {membership ? (
        <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
          <RouterLink to="/dashboard/membership">Membership details</RouterLink>
        </Button>
      ) : (
        <OrderTickets tickets={order.tickets} />
      )}
      <Button asChild variant="outline" alignSelf={{ base: 'stretch', sm: 'start' }}>
        <RouterLink to="/dashboard/orders">View all orders</RouterLink>
      </Button>
    </Stack>
  );
}
