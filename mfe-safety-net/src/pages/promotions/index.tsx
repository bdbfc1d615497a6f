import { EmptyState, PageSection } from 'shared-ui';

export default function PromotionsPage() {
  return (
    <PageSection title="Discounts & Promotions">
      <EmptyState title="No discounts yet" description="Discounts and promotions from our partners will be listed here." />
    </PageSection>
  );
}
