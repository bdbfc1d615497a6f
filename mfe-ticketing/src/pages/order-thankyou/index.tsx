import { defineQuery, useRead, type Order } from 'shared-api';
import { orderPaid, PAYMENT_METHODS, ticketingKeys } from 'shared-api/ticketing';
import { Button, Card, PageFrame, PageSection, RouterLink, Stack, Text, useSearchParams } from 'shared-ui';

function ViewAll() {
  return (
    <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
      <RouterLink to="/dashboard/orders">View all orders</RouterLink>
    </Button>
  );
}

function Placed() {
  return (
    <Stack gap="4">
      <Text fontSize="xl" fontWeight="semibold">
        Your order was placed successfully!
      </Text>
      <Text>Thankyou, an email regarding your order has been sent to your email account</Text>
      <ViewAll />
    </Stack>
  );
}

/** Thank-you (second spec §2.5): with `?O=` it asks the server whether that order is paid (order-paid) and says so. */
export default function OrderThankyouPage() {
  const [search] = useSearchParams();
  const orderId = search.get('O');
  return (
    <PageSection title="Thank You" width="3xl">
      <Card.Root>
        <Card.Body>{orderId ? <Confirmed orderId={orderId} /> : <Placed />}</Card.Body>
      </Card.Root>
    </PageSection>
  );
}

function Confirmed({ orderId }: { orderId: string }) {
  const query = useRead<{ order: Order; message: string }>(
    defineQuery([...ticketingKeys.order(orderId), 'paid'], async () => {
      const result = await orderPaid(orderId);
      return { message: result.message, data: { order: result.data, message: result.message } };
    }),
  );
  return (
    <PageFrame query={query} what="your order" notFound={{ title: 'This order does not exist', back: { to: '/dashboard/orders', label: 'View all orders' } }}>
      {({ order, message }) =>
        order.status === 'paid' ? (
          <Placed />
        ) : (
          <Stack gap="4">
            <Text fontSize="lg" fontWeight="semibold">
              {message}
            </Text>
            {order.status === 'pending' && order.payment_method === PAYMENT_METHODS.onebill && (
              <Button asChild variant="outline" alignSelf="start">
                <RouterLink to={`/order/onebill?id=${order.id}`}>How to pay</RouterLink>
              </Button>
            )}
            <ViewAll />
          </Stack>
        )
      }
    </PageFrame>
  );
}
