import { lazy, Suspense } from 'react';
import { Box, FaqQuestions, useNearViewport, type FaqItem } from 'shared-ui';

// The accordion comes with shared-ui's disclosure entry, loaded only by the pages that show questions.
const FaqAccordion = lazy(() => import('shared-ui/disclosure').then((m) => ({ default: m.FaqAccordion })));

/**
 * Frequently asked questions. They sit at the end of a programme page: the accordion's code loads as the visitor
 * scrolls towards them, not with the page's first view; until then they stand as closed rows of the same height.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  const { ref, near } = useNearViewport<HTMLDivElement>('600px');
  return (
    <Box ref={ref}>
      {near ? (
        <Suspense fallback={<FaqQuestions items={items} />}>
          <FaqAccordion items={items} />
        </Suspense>
      ) : (
        <FaqQuestions items={items} />
      )}
    </Box>
  );
}
