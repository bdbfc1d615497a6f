import { useContext } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, FirstViewDocument, Heading, PageSection, RouterLink, Text, usePageTitle } from 'shared-ui';

/** An address no page lives at. Rendered on the server, the page is answered with 404, in either language. */
export function NotFoundPage() {
  const title = t`Page not found`;
  usePageTitle(title);
  const first = useContext(FirstViewDocument);
  if (first) first.status = 404;
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
