import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { HomeFigure } from './shapes';
import { Box, Container, Heading, SimpleGrid, Stack, Text } from 'shared-ui';

/** The home page's figures on the brand band ("2.3M freelancers"); `children` stands in while they load. */
export function FiguresStrip({ figures, children }: { figures?: HomeFigure[]; children?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="stats-heading" bg="brand.fg" color="white">
      <Container maxW="6xl" py={{ base: 10, md: 14 }} px={{ base: 4, md: 6 }}>
        <Heading as="h2" id="stats-heading" size="xl" mb="8" textAlign="center">
          <Trans>Freelancing in Pakistan</Trans>
        </Heading>
        {figures ? (
          <SimpleGrid as="dl" columns={{ base: 1, md: Math.min(Math.max(figures.length, 1), 4) }} gap="6" textAlign="center">
            {figures.map((f) => (
              <Stack key={f.id} gap="1" flexDirection="column-reverse">
                <Text as="dt" fontSize="lg" opacity={0.9}>
                  {f.label}
                </Text>
                <Text as="dd" fontSize="4xl" fontWeight="bold">
                  {f.value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        ) : (
          children
        )}
      </Container>
    </Box>
  );
}
