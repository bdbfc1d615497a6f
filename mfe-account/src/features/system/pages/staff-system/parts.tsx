import type { ReactNode } from 'react';
import { Alert, Box, Card, formatDateTime, Heading, SimpleGrid, Stack, Text } from 'shared-ui';
import { ago } from './words';

/** One part of the page: its heading and what it says. */
export function SystemSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={`${id}-heading`}>
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id={`${id}-heading`}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Figures side by side: two to a line on a phone, four on a wide screen. */
export function Figures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid as="dl" aria-label={label} columns={{ base: 2, md: 4 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

/** One figure: its name above, its value below, and a note under it. */
export function Figure({ label, children, note }: { label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" overflowWrap="anywhere">
        {children}
      </Text>
      {note && (
        <Text as="dd" fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {note}
        </Text>
      )}
    </Box>
  );
}

/** A time as how long ago it was, with the exact time (Karachi) for whoever needs it. */
export function When({ at, now }: { at: string; now: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {ago(at, now)}
    </time>
  );
}

/** What an operator should act on, one line each. */
export function Warnings({ label, lines }: { label: string; lines: ReactNode[] }) {
  if (!lines.length) return null;
  return (
    <Alert.Root status="warning" role="status" aria-label={label}>
      <Alert.Indicator />
      <Alert.Content>
        <Stack as="ul" gap="1" listStyleType="none">
          {lines.map((line, i) => (
            <Text as="li" key={i} overflowWrap="anywhere">
              {line}
            </Text>
          ))}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A part the server could not read just now: the others are still shown. */
export function Unread({ what }: { what: string }) {
  return (
    <Alert.Root status="error" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`${what} could not be read just now.`}</Alert.Title>
        <Alert.Description>The server’s log says why. Check again in a moment.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
