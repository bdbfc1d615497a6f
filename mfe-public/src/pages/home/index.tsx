import { WhenNear } from 'shared-ui';
import { AboutCards, Community, JoinCallToAction, Statistics } from './Sections';
import { FeaturedIn } from './FeaturedIn';
import { Hero } from './Hero';
import { Highlights } from './Highlights';
import { InThePress } from './InThePress';
import { Partners } from './Partners';
import { UpcomingEvents } from './UpcomingEvents';

// The first screen (banner, featured-in logos and the next events, their answers inlined by the server) renders at
// once; every later section renders, and loads its data or player, as the visitor scrolls towards it. The reserved
// heights keep the page from jumping when a section appears.
export default function HomePage() {
  return (
    <>
      <Hero />
      <FeaturedIn />
      <UpcomingEvents />
      <WhenNear minH={{ base: '4xl', md: 'sm' }} margin="0px">
        <AboutCards />
      </WhenNear>
      <WhenNear minH="xl">
        <Highlights />
      </WhenNear>
      <WhenNear minH="md">
        <Partners />
      </WhenNear>
      <WhenNear minH="xs">
        <Statistics />
      </WhenNear>
      <WhenNear minH="lg">
        <InThePress />
      </WhenNear>
      <WhenNear minH="xs">
        <Community />
      </WhenNear>
      <WhenNear minH="xs">
        <JoinCallToAction />
      </WhenNear>
    </>
  );
}
