import { Button, Heading, PageSection, RouterLink, Text, usePageTitle } from 'shared-ui';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PageSection title="Page not found">
      <Text color="fg.muted" mb="6">
        Sorry, we couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
      </Text>
      <Heading as="h2" size="md" srOnly>
        Where to go next
      </Heading>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Go to the home page</RouterLink>
      </Button>
    </PageSection>
  );
}
