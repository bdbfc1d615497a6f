import { t } from '@lingui/core/macro';
import { Box, formatPKR, HStack, Text } from 'shared-ui';

/** A package's price: Free, the price, or the discounted price beside the struck-through regular one (spec §2.3). */
export function Price({ price, discounted }: { price: number; discounted: number | null }) {
  const pays = discounted ?? price;
  const regular = formatPKR(price);
  if (pays === 0) return <Text fontWeight="semibold">{t`Free`}</Text>;
  if (discounted === null || discounted >= price) return <Text fontWeight="semibold">{formatPKR(price)}</Text>;
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontWeight="semibold">{formatPKR(discounted)}</Text>
      <Box as="s" color="fg.muted" fontSize="sm" aria-label={t`regular price ${regular}`}>
        {formatPKR(price)}
      </Box>
    </HStack>
  );
}
