import { EmptyState, PageSection } from 'shared-ui';

export default function PromotionPage() {
  return (
    <PageSection title="Promotion">
      <EmptyState title="This promotion is not available" description="Please check back soon, or browse all discounts." />
    </PageSection>
  );
}
