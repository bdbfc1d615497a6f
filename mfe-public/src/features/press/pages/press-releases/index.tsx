import { t } from '@lingui/core/macro';
import { defineQuery, useRead } from 'shared-api';
import { CardGridSkeleton, PageFrame, Pager, PageSection, SimpleGrid, usePageNumber } from 'shared-ui';
import { PressCard } from '../../PressCard';
import { getPressReleases, pressKeys } from '../../public-calls';

export default function PressReleasesPage() {
  const page = usePageNumber();
  const query = useRead(defineQuery(pressKeys.releases(page), () => getPressReleases(page)));
  return (
    <PageSection title={t`Press Releases`} lead={t`Official announcements from the association.`} width="6xl">
      <PageFrame query={query} what={t`the press releases`} skeleton={<CardGridSkeleton />}>
        {({ items, pagination }) => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {items.map((release, i) => (
                <PressCard key={release.id} release={release} first={i === 0} />
              ))}
            </SimpleGrid>
            <Pager pagination={pagination} label={t`Press releases`} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
