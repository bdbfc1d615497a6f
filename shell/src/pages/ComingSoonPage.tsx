import { Button, PageSection, RouterLink, Text, usePageTitle } from 'shared-ui';

export function ComingSoonPage() {
  usePageTitle('Coming Soon');
  return (
    <PageSection title="Coming Soon">
      <Text color="fg.muted" mb="6">
        We&apos;re working on this part of the site. Please check back soon.
      </Text>
      <Button asChild variant="outline">
        <RouterLink to="/">Back to the home page</RouterLink>
      </Button>
    </PageSection>
  );
}
