import { Island } from 'shared-ui';
import { FeaturedIn } from './FeaturedIn';
import { Hero } from './Hero';
import { HomeSection } from './HomeSection';
import { UpcomingEvents } from './UpcomingEvents';

// The first screen (banner, featured-in logos and the next events, their answers inlined by the server) is the
// server's HTML; the logos' carousel moves by CSS and hydrates at the first touch (or scroll). Every later section renders, and loads its data
// or player, as the visitor scrolls towards it. The reserved heights keep the page from jumping when a section appears.
export default function HomePage() {
  return (
    <>
      <Hero />
      <Island name="featured-in" when="interaction">
        <FeaturedIn />
      </Island>
      <UpcomingEvents />
      <Island name="home-section">
        <HomeSection section="about" minH={{ base: '4xl', md: 'sm' }} margin="0px" />
      </Island>
      <Island name="home-section">
        <HomeSection section="highlights" minH="xl" />
      </Island>
      <Island name="home-section">
        <HomeSection section="partners" minH="md" />
      </Island>
      <Island name="home-section">
        <HomeSection section="statistics" minH="xs" />
      </Island>
      <Island name="home-section">
        <HomeSection section="press" minH="lg" />
      </Island>
      <Island name="home-section">
        <HomeSection section="community" minH="xs" />
      </Island>
      <Island name="home-section">
        <HomeSection section="join" minH="xs" />
      </Island>
    </>
  );
}
