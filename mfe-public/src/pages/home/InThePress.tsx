import { getFeaturedPressReleases } from 'shared-api';
import { Button, Center, SimpleGrid, Skeleton, RouterLink } from 'shared-ui';
import { Loadable } from '../../features/data/Loadable';
import { useResource } from '../../features/data/useResource';
import { Section } from '../../features/layout/Banner';
import { PressCard } from '../../features/press/PressCard';

export function InThePress() {
  const { state, retry } = useResource(getFeaturedPressReleases, 'featured-press');
  return (
    <Section id="press" title="In the Press" bg="bg.subtle">
      <Loadable state={state} retry={retry} what="the press releases" skeleton={<Skeleton h="80" />}>
        {(releases) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {releases.map((r) => (
              <PressCard key={r.id} release={r} />
            ))}
          </SimpleGrid>
        )}
      </Loadable>
      <Center mt="6">
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to="/press-releases">View All</RouterLink>
        </Button>
      </Center>
    </Section>
  );
}
