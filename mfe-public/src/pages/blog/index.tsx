import { EmptyState, PageSection } from 'shared-ui';

export default function BlogPage() {
  return (
    <PageSection title="Blog">
      <EmptyState title="No blog posts yet" description="Stories, guides and news from freelancers across Pakistan will appear here." />
    </PageSection>
  );
}
