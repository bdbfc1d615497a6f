import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from 'shared-ui';

/** A page's banner: its title as the one h1, a lead and optional actions, on the brand colour. */
export function Banner({ title, lead, eyebrow, children }: { title: string; lead?: ReactNode; eyebrow?: ReactNode; children?: ReactNode }) {
  return (
    <Box bg="brand.solid" color="brand.contrast">
      <Container maxW="6xl" py={{ base: 10, md: 16 }} px={{ base: 4, md: 6 }}>
        <Stack gap="4" maxW="3xl">
          {eyebrow && (
            <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" opacity={0.9}>
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
