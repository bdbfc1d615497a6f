import { msg, t } from '@lingui/core/macro';
import { Box, Heading, Stack, Text } from 'shared-ui';
import { i18n } from '#i18n';

// Four of the membership benefits the spec lists (core §2, /membership).
const benefits = [
  { key: 'community', name: msg`Community`, line: msg`Meet and learn from freelancers across Pakistan.` },
  { key: 'voice', name: msg`Voice & Support group`, line: msg`We speak up for freelancers and stand by you when you need help.` },
  { key: 'events', name: msg`Exclusive Events`, line: msg`Members-only meetups, workshops and conferences.` },
  { key: 'discounts', name: msg`Discounts and Promotions`, line: msg`Savings on tools and services from our partners.` },
];

export function BenefitsPanel() {
  return (
    <Box as="aside" aria-labelledby="benefits-heading" bg="brand.subtle" borderRadius="l3" p={{ base: 5, md: 8 }}>
      <Heading id="benefits-heading" as="h2" size="lg" mb="5">
        {t`Member benefits`}
      </Heading>
      <Stack as="ul" gap="5" listStyleType="none">
        {benefits.map((b) => (
          <Box as="li" key={b.key} borderStartWidth="3px" borderColor="brand.solid" ps="4">
            <Text fontWeight="semibold">{i18n._(b.name)}</Text>
            <Text color="fg.muted" fontSize="sm">
              {i18n._(b.line)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
