import { EmptyState, PageSection } from 'shared-ui';

export default function MediaMentionsPage() {
  return (
    <PageSection title="Media Mentions">
      <EmptyState title="No media mentions yet" description="Articles about the association in the press will be listed here." />
    </PageSection>
  );
}
