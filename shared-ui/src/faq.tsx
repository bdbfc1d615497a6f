import { lazy, Suspense } from 'react';
import type { Faq as FaqEntry } from 'shared-api';
import { Box, Stack, Text } from './components';

export interface FaqItem {
  id: number | string;
  question: string;
  answer: string;
}

// The accordion comes with the disclosure entry, when a page shows questions.
const FaqAccordion = lazy(() => import('shared-ui/disclosure').then((m) => ({ default: m.FaqAccordion })));

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

/** Frequently asked questions, each opening its answer. */
export function Faq({ items }: { items: Array<FaqItem | FaqEntry> }) {
  return (
    <Suspense fallback={<Questions items={items} />}>
      <FaqAccordion items={items} />
    </Suspense>
  );
}
