import { t } from '@lingui/core/macro';
import type { EventSummary } from 'shared-api';
import { Box, Card, formatDateTime, Heading, Stack, StoredImage, Text } from 'shared-ui';
import { Price } from './Price';

/** The event and the chosen package beside the ticket form and the order (second spec §2.3). */
export function EventWidget({ event, packageName, price, discounted }: { event: EventSummary; packageName: string; price: number; discounted: number | null }) {
  return (
    <Card.Root variant="outline" overflow="hidden" as="aside" aria-label={t`Your event`} minW="0">
      {event.image && <StoredImage image={event.image} width={1200} height={630} alt="" sizes="(min-width: 62em) 33vw, 100vw" />}
      <Card.Body gap="3">
        <Heading as="h2" size="md" overflowWrap="anywhere">
          {event.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          <time dateTime={event.start_date}>{formatDateTime(event.start_date)}</time>
          {event.venue ? ` · ${[event.venue, event.city].filter(Boolean).join(', ')}` : ''}
        </Text>
        <Stack gap="1" borderTopWidth="1px" pt="3">
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
            {t`Package`}
          </Text>
          <Box display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
            <Text fontWeight="medium" overflowWrap="anywhere" minW="0">
              {packageName}
            </Text>
            <Price price={price} discounted={discounted} />
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
