import { lazy, Suspense } from 'react';
import { Box, Stack, Text } from 'shared-ui';
import type { FaqItem } from './FaqAccordion';

const FaqAccordion = lazy(() => import('./FaqAccordion'));

/** Until the accordion has loaded, the questions stand as closed rows of the same height. */
function Questions({ items }: { items: FaqItem[] }) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="l2">
      {items.map((item, i) => (
        <Box key={item.id} px="4" py="4" borderTopWidth={i ? '1px' : 0}>
          <Text fontWeight="semibold">{item.question}</Text>
        </Box>
      ))}
    </Stack>
  );
}

export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <Suspense fallback={<Questions items={items} />}>
      <FaqAccordion items={items} />
    </Suspense>
  );
}
