import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { MembershipPackage } from 'shared-api';
import { packageAction } from 'shared-api/membership';
import { Badge, Box, Button, Card, formatPKR, i18n, List, RouterLink, Text } from 'shared-ui';
import { useMyMembership } from '../../features/membership/join-link';

// A button the site names itself (shared-api's packageAction) in the page's language, by its English; a package's
// own button text, as staff keep it, is not in the catalog and shows as written.
const labelOf = (label: string) => i18n.text(label);

/** A membership package from the packages call: price, description, features and its button. */
export function PackageCard({ pkg }: { pkg: MembershipPackage }) {
  const { signedIn, membership } = useMyMembership();
  // One rule with the dashboard's cards: the member's own package is Active and cannot be chosen (spec).
  const action = packageAction(pkg, membership, signedIn);
  const price = pkg.memberPriceDiscounted ?? pkg.memberPrice;
  return (
    <Card.Root as="article" variant="outline" h="full" borderColor={pkg.memberPrice > 0 ? 'brand.solid' : undefined} borderWidth={pkg.memberPrice > 0 ? '2px' : '1px'}>
      <Card.Header gap="2">
        <Card.Title as="h3" fontSize="2xl" display="flex" alignItems="center" gap="3">
          {pkg.name}
          {action.active && (
            <Badge colorPalette="brand" variant="solid">
              <Trans>Active</Trans>
            </Badge>
          )}
        </Card.Title>
        <Box>
          <Text as="span" fontSize="3xl" fontWeight="bold">
            {price === 0 ? t`Free` : formatPKR(price)}
          </Text>
          {price > 0 && (
            <Text as="span" color="fg.muted">
              {' '}
              {pkg.type}
            </Text>
          )}
        </Box>
        {pkg.memberPriceDiscounted !== null && <Text as="s" color="fg.muted">{formatPKR(pkg.memberPrice)}</Text>}
        {pkg.discountText && <Badge colorPalette="brand" alignSelf="start">{pkg.discountText}</Badge>}
        <Text color="fg.muted">{pkg.description}</Text>
      </Card.Header>
      <Card.Body>
        <List.Root gap="3" listStyleType="none">
          {pkg.features.map((f) => (
            <List.Item key={f.name}>
              <Text fontWeight="semibold">✓ {f.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {f.description}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        {action.kind === 'none' ? (
          <Button colorPalette="brand" width="full" variant="outline" disabled>
            {labelOf(action.label)}
          </Button>
        ) : (
          <Button asChild colorPalette="brand" width="full" variant={pkg.memberPrice > 0 ? 'solid' : 'outline'}>
            <RouterLink to={action.to}>{labelOf(action.label)}</RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
