import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Card, excerpt, Flex, formatDate, Link, StoredImage, Text } from 'shared-ui';
import type { MediaMention } from './shapes';

/** A media mention as the Media Mentions page lists it: the outlet's logo and name, the day, title, excerpt and link. Staff preview it too. */
export function MentionCard({ mention: m }: { mention: MediaMention }) {
  const title = m.title;
  return (
    <Card.Root as="article" variant="outline">
      <Card.Body gap="3">
        <Flex gap="4" align="center">
          <Box w="32" flexShrink={0}>
            <StoredImage image={m.logo} width={m.logo_width} height={m.logo_height} alt={m.outlet} borderWidth="1px" borderRadius="l2" />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {m.outlet} · <time dateTime={m.published_at}>{formatDate(m.published_at)}</time>
          </Text>
        </Flex>
        <Card.Title as="h2" fontSize="lg">
          {m.title}
        </Card.Title>
        {/* spec: media excerpts are cut to 100 characters plus an ellipsis */}
        <Text color="fg.muted">{excerpt(m.excerpt, 100)}</Text>
      </Card.Body>
      <Card.Footer>
        <Link href={m.link} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold">
          <Trans>Read Full Article</Trans>
          <Text as="span" srOnly>
            {t`: ${title} (opens in a new tab)`}
          </Text>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
