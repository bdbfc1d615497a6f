import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { i18n } from '#i18n';

/** A page's frame: its title as the one h1, an optional lead, and its content. */
export function PageSection({ title, lead, children, width = '5xl' }: { title: string; lead?: ReactNode; children?: ReactNode; width?: string }) {
  return (
    <Container maxW={width} py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={lead ? 2 : 6}>
        {title}
      </Heading>
      {lead && (
        <Text color="fg.muted" mb="6">
          {lead}
        </Text>
      )}
      <Box>{children}</Box>
    </Container>
  );
}

/**
 * What a list shows when it has nothing yet: a sentence and, optionally, what to do next. Its title is an h2 under the
 * page's h1; `titleAs="h1"` where it is all the page shows and the page has no heading of its own.
 */
export function EmptyState({ title, description, action, titleAs = 'h2' }: { title: string; description?: ReactNode; action?: ReactNode; titleAs?: 'h1' | 'h2' }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p={{ base: 6, md: 10 }} textAlign="center">
      <Heading as={titleAs} size="md" mb="2">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" mb={action ? 4 : 0}>
          {description}
        </Text>
      )}
      {action}
    </Box>
  );
}

/** Content that could not be loaded: what failed, the server's reason, and a Try again button. */
export function LoadFailure({ title, message, onRetry }: { title: ReactNode; message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="l2" alignItems="center">
      <Alert.Indicator />
      <Box flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Box>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {i18n._(msg`Try again`)}
      </Button>
    </Alert.Root>
  );
}

/** A page's banner: its title as the one h1, a lead and optional actions, on the brand colour. */
export function Banner({ title, lead, eyebrow, children }: { title: string; lead?: ReactNode; eyebrow?: ReactNode; children?: ReactNode }) {
  return (
    <Box bg="brand.solid" color="brand.contrast">
      <Container maxW="6xl" py={{ base: 10, md: 16 }} px={{ base: 4, md: 6 }}>
        <Stack gap="4" maxW="3xl">
          {/* At full strength: thinned, this small text on the brand colour would fall under AA's 4.5:1 contrast. */}
          {eyebrow && (
            <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {title}
          </Heading>
          {lead && <Text fontSize={{ base: 'md', md: 'lg' }}>{lead}</Text>}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** A section of a long page, with its h2 and an id for in-page links. */
export function Section({ id, title, lead, children, bg }: { id?: string; title: string; lead?: ReactNode; children: ReactNode; bg?: string }) {
  return (
    <Box as="section" id={id} aria-labelledby={id ? `${id}-heading` : undefined} bg={bg} scrollMarginTop="20">
      <Container maxW="6xl" py={{ base: 10, md: 14 }} px={{ base: 4, md: 6 }}>
        <Heading as="h2" id={id ? `${id}-heading` : undefined} size={{ base: 'xl', md: '2xl' }} mb={lead ? 2 : 6}>
          {title}
        </Heading>
        {lead && (
          <Text color="fg.muted" mb="6" maxW="3xl">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
