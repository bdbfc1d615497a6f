import { lazy, Suspense } from 'react';
import { getHighlights } from 'shared-api';
import { AspectRatio, Skeleton } from 'shared-ui';
import { Loadable } from '../../features/data/Loadable';
import { useResource } from '../../features/data/useResource';
import { Section } from '../../features/layout/Banner';

const HighlightsPlayer = lazy(() => import('./HighlightsPlayer'));

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
  const { state, retry } = useResource(getHighlights, 'highlights');
  return (
    <Section id="highlights" title="Highlights" lead="Members, partners and speakers on what the association does for freelancers." bg="bg.subtle">
      <Loadable state={state} retry={retry} what="the highlights" skeleton={<Placeholder />}>
        {(highlights) => (
          <Suspense fallback={<Placeholder />}>
            <HighlightsPlayer highlights={highlights} />
          </Suspense>
        )}
      </Loadable>
    </Section>
  );
}
