import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Conference } from './shapes';
import { Badge, Box, Button, Center, Heading, Link, RouterLink, Section, SimpleGrid, Stack, StoredImage, Text } from 'shared-ui';
import { initialsOf } from '../home-content/BoardGrid';
import { speakerTypeLabel } from './labels';

export function Speakers({ conference }: { conference: Conference }) {
  return (
    <Section id="speakers" title={t`Speakers`}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: 4, md: 6 }}>
        {conference.speakers.map((s, i) => {
          const name = s.name;
          return (
            <Stack as="li" key={`${i}-${s.name}`} gap="2">
              {s.image && s.image_width && s.image_height ? (
                <StoredImage image={s.image} width={s.image_width} height={s.image_height} alt={t`Portrait of ${name}`} borderRadius="l3" aspectRatio={1} objectFit="cover" />
              ) : (
                <Center aspectRatio={1} bg="brand.subtle" color="brand.fg" borderRadius="l3" role="img" aria-label={t`${name} (no portrait yet)`}>
                  <Text as="span" fontSize="4xl" fontWeight="bold" letterSpacing="wider" aria-hidden="true">
                    {initialsOf(s.name)}
                  </Text>
                </Center>
              )}
              <Badge alignSelf="start" colorPalette={s.type === 'Speaker' ? 'gray' : 'brand'} variant="subtle">
                {speakerTypeLabel(s.type)}
              </Badge>
              <Box>
                <Heading as="h3" size="sm">
                  {s.name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {s.designation}, {s.company}
                </Text>
                {s.linkdln && (
                  <Link href={s.linkdln} target="_blank" rel="noopener noreferrer" fontSize="sm" color="brand.fg">
                    {'LinkedIn' /* a name */}<Text as="span" srOnly>{t`: ${name} (opens in a new tab)`}</Text>
                  </Link>
                )}
              </Box>
            </Stack>
          );
        })}
      </SimpleGrid>
      {conference.all_speakers_link && (
        <Button asChild variant="outline" colorPalette="brand" mt="6">
          {/* A section of a page (…#speakers) is opened by the browser, which scrolls to it; a router move starts at the top. */}
          {conference.all_speakers_link.includes('#') ? (
            <Link href={conference.all_speakers_link}>
              <Trans>View all speakers</Trans>
            </Link>
          ) : (
            <RouterLink to={conference.all_speakers_link}>
              <Trans>View all speakers</Trans>
            </RouterLink>
          )}
        </Button>
      )}
    </Section>
  );
}
