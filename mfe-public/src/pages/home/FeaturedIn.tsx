import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { defineQuery, useRead } from 'shared-api';
import { Box, Container, Heading, SimpleGrid, Skeleton } from 'shared-ui';
import { getFeaturedMediaMentions, pressKeys } from '../../features/press/public-calls';
import type { MediaMention } from '../../features/press/shapes';
import { Logo } from './Logo';

const LogoCarousel = lazy(() => import('./LogoCarousel'));

const shown = (i: number) => ({ base: i < 3 ? 'block' : 'none', md: i < 4 ? 'block' : 'none', lg: 'block' });

/** What the row looks like before the carousel has loaded: the first logos (or their shapes), at their final size. */
function StillRow({ mentions }: { mentions?: MediaMention[] }) {
  return (
    // the carousel's controls: a 36 px button row, 16 px below the logos
    <Box pb="52px">
      <SimpleGrid columns={{ base: 3, md: 4, lg: 6 }} gap="4">
        {mentions
          ? mentions.slice(0, 6).map((m, i) => (
              <Box key={m.id} display={shown(i)}>
                <Logo mention={m} />
              </Box>
            ))
          : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} display={shown(i)} aspectRatio={240 / 96} borderRadius="l2" />)}
      </SimpleGrid>
    </Box>
  );
}

/** The featured-in logos (media mentions) in a looping carousel. */
export function FeaturedIn() {
  const query = useRead(defineQuery(pressKeys.featuredMentions, getFeaturedMediaMentions));
  if (query.status === 'error' || query.data?.length === 0) return null;
  return (
    <Box borderBottomWidth="1px">
      <Container maxW="6xl" py="8" px={{ base: 4, md: 6 }}>
        <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wider" color="fg.muted" textAlign="center" mb="5">
          <Trans>Featured in</Trans>
        </Heading>
        {!query.data ? (
          <StillRow />
        ) : (
          <Suspense fallback={<StillRow mentions={query.data} />}>
            <LogoCarousel mentions={query.data} />
          </Suspense>
        )}
      </Container>
    </Box>
  );
}
