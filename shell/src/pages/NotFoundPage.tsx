import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Heading, PageSection, RouterLink, Text, usePageTitle } from 'shared-ui';

export function NotFoundPage() {
  const title = t`Page not found`;
  usePageTitle(title);
  return (
    <PageSection title={title}>
      <Text color="fg.muted" mb="6">
        <Trans>Sorry, we couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.</Trans>
      </Text>
      <Heading as="h2" size="md" srOnly>
        <Trans>Where to go next</Trans>
      </Heading>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">
          <Trans>Go to the home page</Trans>
        </RouterLink>
      </Button>
    </PageSection>
  );
}
