import { t } from '@lingui/core/macro';
import { Box, formatPKR, HStack, Stack, Text } from 'shared-ui';

/**
 * What an order costs (second spec §9): the total is the discounted price when there is one. A ticket is not shipped,
 * so the totals have no shipping line (docs/decisions/035).
 */
export function orderTotals(price: number, discounted: number | null) {
  const total = discounted ?? price;
  return { subtotal: price, discount: price - total, total };
}

export function Totals({ price, discounted }: { price: number; discounted: number | null }) {
  const { subtotal, discount, total } = orderTotals(price, discounted);
  const row = (label: string, value: string, strong = false) => (
    <HStack justify="space-between" fontWeight={strong ? 'semibold' : undefined} fontSize={strong ? 'lg' : undefined}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
  return (
    <Stack gap="2" aria-label={t`Order totals`} role="group">
      {row(t`Subtotal`, formatPKR(subtotal))}
      {row(t`Discount`, discount > 0 ? `- ${formatPKR(discount)}` : formatPKR(0))}
      <Box borderTopWidth="1px" pt="2">
        {row(t`Total`, total === 0 ? t`Free` : formatPKR(total), true)}
      </Box>
    </Stack>
  );
}
