import { t } from '@lingui/core/macro';
import type { EventCard as EventCardData } from 'shared-api';
import { Badge, Box, Card, formatDateTime, formatPKR, HStack, LinkBox, LinkOverlay, RouterLink, StoredImage, Text } from 'shared-ui';
import { detailsPath, priceLabel, type EventArea } from './paths';

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * An event in the list (spec: core /events): image, title, start date (long month, two-digit day, time), the excerpt
 * clamped to 3 rows, venue, Free or the lowest price, and View Details. The whole card opens the event: View Details
 * is the card's one link, stretched over it, so a tap anywhere on a phone works and a keyboard or screen reader meets
 * one link per event, named with its title.
 */
export function EventCard({ event, area, first = false }: { event: EventCardData; area: EventArea; first?: boolean }) {
  const href = detailsPath(event, area);
  const title = event.title;
  const name = t`View Details: ${title}`;
  return (
    <LinkBox as="article" h="full">
      <Card.Root
        h="full"
        overflow="hidden"
        variant="outline"
        transition="border-color 0.15s"
        _hover={{ borderColor: 'brand.focusRing' }}
        css={{ '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
      >
        {event.image && <StoredImage image={event.image} width={event.image_width} height={event.image_height} alt="" priority={first} sizes="(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw" />}
        <Card.Body gap="2">
          <HStack justify="space-between" align="start" gap="3">
            <Text color="fg.muted" fontSize="sm">
              <time dateTime={event.start_date}>{formatDateTime(event.start_date)}</time>
            </Text>
            <Badge colorPalette={event.free ? 'green' : 'blue'} variant="subtle" flexShrink={0}>
              {priceLabel(event, formatPKR)}
            </Badge>
          </HStack>
          <Card.Title as="h2" fontSize="lg" lineHeight="1.35" overflowWrap="anywhere" dir="auto">
            {event.title}
          </Card.Title>
          {/* spec: the excerpt is clamped to 3 rows */}
          <Text color="fg.muted" fontSize="sm" lineClamp={3} dir="auto">
            {event.excerpt}
          </Text>
          {event.venue && (
            <Text fontSize="sm">
              <Box as="span" color="fg.muted">
                {t`Venue:`}{' '}
              </Box>
              {[event.venue, event.city].filter(Boolean).join(', ')}
            </Text>
          )}
        </Card.Body>
        <Card.Footer justifyContent="space-between">
          {isExternal(href) ? (
            <LinkOverlay href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold" aria-label={t`${name} (opens in a new tab)`} _focusVisible={{ outline: 'none' }}>
              {t`View Details`}
            </LinkOverlay>
          ) : (
            <LinkOverlay asChild color="brand.fg" fontWeight="semibold" _focusVisible={{ outline: 'none' }}>
              <RouterLink to={href} aria-label={name}>
                {t`View Details`}
              </RouterLink>
            </LinkOverlay>
          )}
          {event.past && (
            <Badge variant="outline" colorPalette="gray">
              {t`Past event`}
            </Badge>
          )}
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
