import { RouterLink, StoredImage } from 'shared-ui';
import type { MediaMention } from '../../features/press/shapes';

/** A featured-in logo, linking to the media mentions page. */
export const Logo = ({ mention }: { mention: MediaMention }) => (
  <RouterLink to="/media-mentions" aria-label={`${mention.outlet}: ${mention.title}`}>
    <StoredImage image={mention.logo} width={mention.logo_width} height={mention.logo_height} alt={mention.outlet} borderWidth="1px" borderRadius="l2" />
  </RouterLink>
);
