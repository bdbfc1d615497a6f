import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { Order } from 'shared-api';
import { Box, formatDate, SimpleGrid, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { MoneyBack } from './MoneyBack';
import { formatAmount } from './order-status';

/**
 * What the member paid for: the order's number and amount first, then the event and package (or the membership
 * package), method and date; and for a bill payment received, the bank's reference, which the member can quote to
 * their bank.
 */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3" borderWidth="1px" borderRadius="l2" p="4" aria-label={t`Your order`}>
      <Item label={t`Order number`} value={`#${order.id}`} />
      <Item label={t`Amount`} value={formatAmount(order.grand_total)} />
      {order.kind === 'membership' ? (
        <Item label={t`Membership`} value={order.package_title} />
      ) : (
        <>
          <Item label={t`Event`} value={order.event_name} />
          <Item label={t`Package`} value={order.package_name} />
        </>
      )}
      <Item label={t`Payment`} value={i18n.text(order.payment_method_name)} />
      <Item label={t`Date`} value={<time dateTime={order.created_at}>{formatDate(order.created_at)}</time>} />
      {order.bank_reference && <Item label={t`Bank reference`} value={<bdi dir="ltr">{order.bank_reference}</bdi>} />}
      {order.status === 'refunded' && order.refunded_at && (
        <>
          <Item label={t`Refunded`} value={<>{formatAmount(order.grand_total)}<MoneyBack order={order} /></>} />
          <Item label={t`Refunded on`} value={<time dateTime={order.refunded_at}>{formatDate(order.refunded_at)}</time>} />
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
