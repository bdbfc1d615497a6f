import { Card, formatDate, LinkBox, LinkOverlay, RouterLink, StoredImage, Text } from 'shared-ui';
import type { PressReleaseSummary } from './shapes';

export const pressReleasePath = (r: { slug: string; id: number }) => `/press-release/${r.slug}/${r.id}`;

/** A press release in a list: picture, date, title and excerpt; the whole card links to it. */
export function PressCard({ release, first = false }: { release: PressReleaseSummary; /** the list's first card: its image is the page's main one */ first?: boolean }) {
  return (
    <LinkBox as="article" h="full">
      <Card.Root h="full" overflow="hidden" variant="outline">
        <StoredImage image={release.featured_image} width={release.featured_image_width} height={release.featured_image_height} alt="" priority={first} />
        <Card.Body gap="2">
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={release.created_at}>{formatDate(release.created_at)}</time>
          </Text>
          <Card.Title as="h3" fontSize="md" lineHeight="1.4">
            <LinkOverlay asChild>
              <RouterLink to={pressReleasePath(release)}>{release.title}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          <Text fontSize="sm" color="fg.muted" lineClamp={3} dir="auto">
            {release.excerpt}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
