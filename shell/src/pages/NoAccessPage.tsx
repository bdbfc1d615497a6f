import { Button, PageSection, RouterLink, Text } from 'shared-ui';

/** A signed-in account whose role does not open the page: say so plainly, never show the page. */
export function NoAccessPage() {
  return (
    <PageSection title="You do not have access to this page">
      <Text color="fg.muted" mb="6">
        This page is for the association&apos;s staff. If you think you should have access, ask an administrator.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/dashboard/membership">Go to your dashboard</RouterLink>
      </Button>
    </PageSection>
  );
}
