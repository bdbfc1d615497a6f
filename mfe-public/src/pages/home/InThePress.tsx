import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineQuery, useRead } from 'shared-api';
import { Button, Center, PageFrame, RouterLink, Section, SimpleGrid, Skeleton } from 'shared-ui';
import { PressCard } from '../../features/press/PressCard';
import { getFeaturedPressReleases, pressKeys } from '../../features/press/public-calls';

export function InThePress() {
  const query = useRead(defineQuery(pressKeys.featuredReleases, getFeaturedPressReleases));
  return (
    <Section id="press" title={t`In the Press`} bg="bg.subtle">
      <PageFrame query={query} what={t`the press releases`} skeleton={<Skeleton h="80" />}>
        {(releases) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {releases.map((r) => (
              <PressCard key={r.id} release={r} />
            ))}
          </SimpleGrid>
        )}
      </PageFrame>
      <Center mt="6">
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to="/press-releases">
            <Trans>View All</Trans>
          </RouterLink>
        </Button>
      </Center>
    </Section>
  );
}
