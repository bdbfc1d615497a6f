import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Promotion } from './shapes';
import { withOrg } from 'shared-api';
import { Box, Card, Heading, Link, LinkBox, LinkOverlay, RouterLink, SimpleGrid, Stack, StoredImage, Text } from 'shared-ui';
import { i18n } from '#i18n';

/** The detail page's path: `/dashboard/promotion/{company_name}/{id}`, the name written for an address. */
export const promotionPath = (promotion: Pick<Promotion, 'id' | 'company_name'>) =>
  `/dashboard/promotion/${promotion.company_name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'partner'}/${promotion.id}`;

/** A partner's logo in a fixed box, whatever its own proportions, so the cards line up and nothing shifts. */
export function CompanyLogo({ promotion, priority }: { promotion: Pick<Promotion, 'company_logo' | 'company_name'>; priority?: boolean }) {
  const company = promotion.company_name;
  return (
    <Box h="16" w="40" display="flex" alignItems="center">
      {promotion.company_logo ? (
        <StoredImage image={promotion.company_logo} width={160} height={64} alt={t`${company} logo`} objectFit="contain" objectPosition="left center" _rtl={{ objectPosition: 'right center' }} h="16" priority={priority} sizes="160px" />
      ) : (
        <Text fontWeight="bold" fontSize="lg" color="brand.fg" lineClamp={2} dir="auto">
          {promotion.company_name}
        </Text>
      )}
    </Box>
  );
}

/** A promotion in the list (second spec §2.6): logo, company name, title and View Details. */
export function PromotionCard({ promotion, priority }: { promotion: Promotion; priority?: boolean }) {
  const { title } = promotion;
  return (
    <LinkBox as="article" h="full">
      <Card.Root variant="outline" h="full" _hover={{ borderColor: 'brand.muted' }}>
        <Card.Body gap="3">
          <CompanyLogo promotion={promotion} priority={priority} />
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {promotion.company_name}
          </Text>
          <Heading as="h3" size="md" overflowWrap="anywhere" dir="auto">
            {promotion.title}
          </Heading>
        </Card.Body>
        <Card.Footer>
          <LinkOverlay asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={promotionPath(promotion)} aria-label={t`View Details: ${title}`}>
              <Trans>View Details</Trans>
            </RouterLink>
          </LinkOverlay>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}

const programmes = [
  {
    name: msg`Google Career Certificates`,
    path: '/dashboard/{org}-google-career-certificates',
    about: msg`Scholarships for members to earn a Google Career Certificate online, at their own pace, in data analytics, project management, UX design and more.`,
  },
  {
    name: msg`Google Soft Skills Program`,
    path: '/{org}-google-soft-skills',
    about: msg`Short courses on communication, working with clients and managing your time, with a quiz and a certificate at the end.`,
  },
];

/** The certificate programmes, which the promotions list also shows (second spec §2.6). */
export function CertificateProgrammes() {
  return (
    <Stack as="section" aria-labelledby="programmes-heading" gap="4" mt="10">
      <Heading id="programmes-heading" as="h2" size="lg">
        <Trans>Certificate programmes</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {programmes.map((programme) => {
          const name = i18n._(programme.name);
          return (
            <Card.Root key={programme.path} variant="subtle">
              <Card.Body gap="2">
                <Heading as="h3" size="md">
                  {name}
                </Heading>
                <Text color="fg.muted">{i18n._(programme.about)}</Text>
              </Card.Body>
              <Card.Footer>
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={withOrg(programme.path)}>{t`Learn more about ${name}`}</RouterLink>
                </Link>
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
