import { WhenNear, type BoxProps } from 'shared-ui';
import { AboutCards, Community, JoinCallToAction, Statistics } from './Sections';
import { Highlights } from './Highlights';
import { InThePress } from './InThePress';
import { Partners } from './Partners';

const sections = {
  about: AboutCards,
  highlights: Highlights,
  partners: Partners,
  statistics: Statistics,
  press: InThePress,
  community: Community,
  join: JoinCallToAction,
};

export type HomeSectionName = keyof typeof sections;

/**
 * A section of the home page below the first screen: it renders, and loads its data or player, as the visitor scrolls
 * towards it; until then an empty box of its height, so the page does not jump when it appears. An island of the home
 * page (docs/decisions/028): the server sends the empty box.
 */
export function HomeSection({ section, minH, margin }: { section: HomeSectionName; minH: BoxProps['minH']; margin?: string }) {
  const Section = sections[section];
  return (
    <WhenNear minH={minH} margin={margin}>
      <Section />
    </WhenNear>
  );
}
