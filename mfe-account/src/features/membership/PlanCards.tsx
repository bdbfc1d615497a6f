import { t } from '@lingui/core/macro';
import type { MembershipPackage } from 'shared-api';
import { packageAction } from 'shared-api/membership';
import { Badge, Box, Button, Card, formatPKR, i18n, RouterLink, SimpleGrid, Text } from 'shared-ui';
import type { MyMembership } from './api';

// A button the site names itself (shared-api's packageAction) in the page's language, by its English; a package's
// own button text, as staff keep it, is not in the catalog and shows as written.
const labelOf = (label: string) => i18n.text(label);

/** The packages as compact cards: the member's own marked Active, and each one's button by the public page's rule. */
export function PlanCards({ packages, membership }: { packages: MembershipPackage[]; membership: MyMembership }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {packages.map((pkg) => {
        const action = packageAction(pkg, membership, true);
        const price = pkg.memberPriceDiscounted ?? pkg.memberPrice;
        return (
          <Card.Root key={pkg.id} as="article" variant="outline" size="sm" borderColor={action.active ? 'brand.solid' : undefined}>
            <Card.Body gap="2">
              <Card.Title as="h3" display="flex" alignItems="center" gap="2">
                {pkg.name}
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
                {price > 0 && <Text as="span" color="fg.muted">{` ${pkg.type}`}</Text>}
              </Box>
              {pkg.discountText && <Text fontSize="sm" color="fg.muted">{pkg.discountText}</Text>}
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
