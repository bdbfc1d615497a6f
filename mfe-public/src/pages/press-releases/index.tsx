import { getPressReleases } from 'shared-api';
import { PageSection, SimpleGrid } from 'shared-ui';
import { CardGridSkeleton } from '../../features/cards/CardGridSkeleton';
import { Loadable } from '../../features/data/Loadable';
import { useResource } from '../../features/data/useResource';
import { Pager, usePageNumber } from '../../features/paging/Pager';
import { PressCard } from '../../features/press/PressCard';

export default function PressReleasesPage() {
  const page = usePageNumber();
  const { state, retry } = useResource(() => getPressReleases(page), `press-${page}`);
  return (
    <PageSection title="Press Releases" lead="Official announcements from the association." width="6xl">
      <Loadable state={state} retry={retry} what="the press releases" skeleton={<CardGridSkeleton />}>
        {({ items, pagination }) => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {items.map((release, i) => (
                <PressCard key={release.id} release={release} first={i === 0} />
              ))}
            </SimpleGrid>
            <Pager pagination={pagination} label="Press releases" />
          </>
        )}
      </Loadable>
    </PageSection>
  );
}
