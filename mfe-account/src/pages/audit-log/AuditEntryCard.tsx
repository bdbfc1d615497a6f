import type { AuditEntry } from 'shared-api';
import { Badge, Box, Card, Flex, Grid, Text, formatDateTime } from 'shared-ui';

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** One change: who, when, what, which record, and each changed field before → after. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="3">
        <Flex justify="space-between" wrap="wrap" gap="2" align="baseline">
          <Text fontWeight="semibold">
            <Badge colorPalette="brand" mr="2">
              {entry.action}
            </Badge>
            {entry.entity} {entry.entity_id}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Text>
        </Flex>
        <Text fontSize="sm">
          By {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'the command line'}
        </Text>
        {fields.length > 0 && (
          <Grid as="dl" templateColumns={{ base: '1fr', md: 'minmax(8rem, auto) 1fr' }} columnGap="4" rowGap="1" fontSize="sm">
            {fields.map((field) => (
              <Box key={field} display="contents">
                <Text as="dt" fontWeight="medium">
                  {field}
                </Text>
                <Text as="dd" overflowWrap="anywhere" mb={{ base: 2, md: 0 }}>
                  <Text as="span" color="fg.muted" textDecoration="line-through">
                    {show(entry.before?.[field])}
                  </Text>{' '}
                  → {show(entry.after?.[field])}
                </Text>
              </Box>
            ))}
          </Grid>
        )}
      </Card.Body>
    </Card.Root>
  );
}
