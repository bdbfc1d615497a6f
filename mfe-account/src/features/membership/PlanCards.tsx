import { t } from '@lingui/core/macro';
import type { MembershipPackage } from 'shared-api';
import { packageAction } from 'shared-api/membership';
import { Badge, Box, Button, Card, formatPKR, RouterLink, SimpleGrid, Text } from 'shared-ui';
import { i18n } from '#i18n';
import type { MyMembership } from './api';

// A button in the page's language, by its English: the site's own (shared-api's packageAction) and the package's, which
// is one of the site's words (PACKAGE_ACTION_LABELS); any other text staff gave it shows as written.
const labelOf = (label: string) => i18n.text(label);

/**
 * The packages as compact cards: the member's own marked Active, and each one's button by the public page's rule.
 * Each package's name and description come in the page's language (the Urdu staff wrote); the words around them are
 * the site's.
 */
export function PlanCards({ packages, membership }: { packages: MembershipPackage[]; membership: MyMembership }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {packages.map((pkg) => {
        const action = packageAction(pkg, membership, true);
        const price = pkg.memberPriceDiscounted ?? pkg.memberPrice;
        // What a paid year costs (spec §9: the discounted price when there is one), as the page's language writes money.
        const yearly = pkg.discounted_price ?? pkg.price;
        const billed = formatPKR(yearly);
        return (
          <Card.Root key={pkg.id} as="article" variant="outline" size="sm" borderColor={action.active ? 'brand.solid' : undefined}>
            <Card.Body gap="2">
              <Card.Title as="h3" display="flex" alignItems="center" gap="2">
                {pkg.title}
                {action.active && (
                  <Badge colorPalette="brand" variant="solid">
                    {t`Active`}
                  </Badge>
                )}
              </Card.Title>
              <Box>
                <Text as="span" fontSize="xl" fontWeight="bold">
                  {price === 0 ? t`Free` : formatPKR(price)}
                </Text>
                {price > 0 && <Text as="span" color="fg.muted">{` ${t({ message: 'per month', comment: 'After a plan’s monthly price: Rs 500 per month' })}`}</Text>}
              </Box>
              {yearly > 0 && <Text fontSize="sm" color="fg.muted">{t`Billed ${billed} a year`}</Text>}
              <Text fontSize="sm" color="fg.muted">
                {pkg.description}
              </Text>
            </Card.Body>
            <Card.Footer>
              {action.kind === 'link' ? (
                <Button asChild colorPalette="brand" size="sm" variant={pkg.price > 0 ? 'solid' : 'outline'}>
                  <RouterLink to={action.to}>{labelOf(action.label)}</RouterLink>
                </Button>
              ) : (
                <Button size="sm" variant="outline" disabled>
                  {labelOf(action.label)}
                </Button>
              )}
            </Card.Footer>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
