import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, PageSection, RouterLink, Text, usePageTitle } from 'shared-ui';

export function ComingSoonPage() {
  const title = t`Coming Soon`;
  usePageTitle(title);
  return (
    <PageSection title={title}>
      <Text color="fg.muted" mb="6">
        <Trans>We&apos;re working on this part of the site. Please check back soon.</Trans>
      </Text>
      <Button asChild variant="outline">
        <RouterLink to="/">
          <Trans>Back to the home page</Trans>
        </RouterLink>
      </Button>
    </PageSection>
  );
}
