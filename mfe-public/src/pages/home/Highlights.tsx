import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { defineQuery, useRead } from 'shared-api';
import { getHighlights, homeContentKeys } from '../../features/home-content/public-calls';
import { AspectRatio, PageFrame, Section, Skeleton } from 'shared-ui';

const HighlightsPlayer = lazy(() => import('../../features/home-content/HighlightsPlayer'));

const Placeholder = () => (
  <>
    <AspectRatio ratio={16 / 9} maxW="4xl" mx="auto">
      <Skeleton borderRadius="l3" />
    </AspectRatio>
    <Skeleton h="40" mt="6" />
  </>
);

/** Highlight videos: a main player and a carousel of the others; choosing one plays it in the player. */
export function Highlights() {
  const query = useRead(defineQuery(homeContentKeys.highlights, getHighlights));
  return (
    <Section id="highlights" title={t`Highlights`} lead={t`Members, partners and speakers on what the association does for freelancers.`} bg="bg.subtle">
      <PageFrame query={query} what={t`the highlights`} skeleton={<Placeholder />}>
        {(highlights) => (
          <Suspense fallback={<Placeholder />}>
            <HighlightsPlayer highlights={highlights} />
          </Suspense>
        )}
      </PageFrame>
    </Section>
  );
}
