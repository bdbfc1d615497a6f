import { EmptyState, PageSection } from 'shared-ui';

export default function BlogPostPage() {
  return (
    <PageSection title="Blog">
      <EmptyState title="This blog post is not available yet" description="Please check back soon, or read the other posts on our blog." />
    </PageSection>
  );
}
