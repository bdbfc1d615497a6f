import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, PageSection, RouterLink, Text } from 'shared-ui';

/** A signed-in account whose role does not open the page: say so plainly, never show the page. */
export function NoAccessPage() {
  return (
    <PageSection title={t`You do not have access to this page`}>
      <Text color="fg.muted" mb="6">
        <Trans>This page is for the association&apos;s staff. If you think you should have access, ask an administrator.</Trans>
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/dashboard/membership">
          <Trans>Go to your dashboard</Trans>
        </RouterLink>
      </Button>
    </PageSection>
  );
}
