import type { Conference } from './shapes';
import { t } from '@lingui/core/macro';
import { Box, Heading, Section, SimpleGrid, Stack, StoredImage } from 'shared-ui';
import { sponsorTierLabel } from './labels';
import { groupSponsorsByTier } from './sponsors';

export function Sponsors({ conference }: { conference: Conference }) {
  return (
    <Section id="sponsors" title={t`Sponsors and partners`} bg="bg.subtle">
      <Stack gap="8">
        {groupSponsorsByTier(conference.sponsors).map(({ tier, sponsors }) => (
          <Box as="section" key={tier} aria-label={sponsorTierLabel(tier)}>
            <Heading as="h3" size="sm" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="3">
              {sponsorTierLabel(tier)}
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4 }} gap="4">
              {sponsors.map((s, i) => (
                <Box as="li" key={`${i}-${s.name}`}>
                  <StoredImage image={s.image} width={s.image_width} height={s.image_height} alt={s.name} bg="white" borderWidth="1px" borderRadius="l2" />
                </Box>
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
