import type { ReactNode } from 'react';
import type { Order } from 'shared-api';
import { Box, formatShortDate, SimpleGrid, Text } from 'shared-ui';
import { formatAmount } from './order-status';

/**
 * What the member paid for: the order's number and amount first, then the event and package (or the membership
 * package), method and date; and for a bill payment received, the bank's reference, which the member can quote to
 * their bank.
 */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3" borderWidth="1px" borderRadius="l2" p="4" aria-label="Your order">
      <Item label="Order number" value={`#${order.id}`} />
      <Item label="Amount" value={formatAmount(order.grand_total)} />
      {order.kind === 'membership' ? (
        <Item label="Membership" value={order.package_name} />
      ) : (
        <>
          <Item label="Event" value={order.event_name} />
          <Item label="Package" value={order.package_name} />
        </>
      )}
      <Item label="Payment" value={order.payment_method_name} />
      <Item label="Date" value={<time dateTime={order.created_at}>{formatShortDate(order.created_at)}</time>} />
      {order.bank_reference && <Item label="Bank reference" value={order.bank_reference} />}
      {order.status === 'refunded' && order.refunded_at && (
        <>
          <Item label="Refunded" value={formatAmount(order.grand_total)} />
          <Item label="Refunded on" value={<time dateTime={order.refunded_at}>{formatShortDate(order.refunded_at)}</time>} />
        </>
      )}
    </SimpleGrid>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" overflowWrap="anywhere">
        {value}
      </Text>
    </Box>
  );
}
