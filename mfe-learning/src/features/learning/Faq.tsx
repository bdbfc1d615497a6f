import { lazy, Suspense } from 'react';
import { FaqQuestions, type FaqItem } from 'shared-ui';

// The accordion comes with shared-ui's disclosure entry, loaded only by the pages that show questions.
const FaqAccordion = lazy(() => import('shared-ui/disclosure').then((m) => ({ default: m.FaqAccordion })));

/** Frequently asked questions; until the accordion has loaded, they stand as closed rows of the same height. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <Suspense fallback={<FaqQuestions items={items} />}>
      <FaqAccordion items={items} />
    </Suspense>
  );
}
