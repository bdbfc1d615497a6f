import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { MembershipPackage } from 'shared-api';
import { packageAction } from 'shared-api/membership';
import { Badge, Box, Button, Card, formatPKR, List, RouterLink, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { useMyMembership } from '../../features/membership/join-link';

// A button in the page's language, by its English: the site's own (shared-api's packageAction) and the package's, which
// is one of the site's words (PACKAGE_ACTION_LABELS); any other text staff gave it shows as written.
const labelOf = (label: string) => i18n.text(label);

/**
 * A membership package from the packages call, which answers its name, description and benefits in the page's
 * language (the Urdu staff wrote): price, description, features and its button. The words around them are the site's.
 */
export function PackageCard({ pkg }: { pkg: MembershipPackage }) {
  const { signedIn, membership } = useMyMembership();
  // One rule with the dashboard's cards: the member's own package is Active and cannot be chosen (spec).
  const action = packageAction(pkg, membership, signedIn);
  const price = pkg.memberPriceDiscounted ?? pkg.memberPrice;
  // What a paid year costs (spec §9: the discounted price when there is one), as the page's language writes money.
  const yearly = pkg.discounted_price ?? pkg.price;
  const billed = formatPKR(yearly);
  return (
    <Card.Root as="article" variant="outline" h="full" borderColor={pkg.memberPrice > 0 ? 'brand.solid' : undefined} borderWidth={pkg.memberPrice > 0 ? '2px' : '1px'}>
      <Card.Header gap="2">
        <Card.Title as="h3" fontSize="2xl" display="flex" alignItems="center" gap="3">
          {pkg.title}
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
              {t({ message: 'per month', comment: 'After a plan’s monthly price: Rs 500 per month' })}
            </Text>
          )}
        </Box>
        {pkg.memberPriceDiscounted !== null && <Text as="s" color="fg.muted">{formatPKR(pkg.memberPrice)}</Text>}
        {yearly > 0 && (
          <Badge colorPalette="brand" alignSelf="start">
            {t`Billed ${billed} a year`}
          </Badge>
        )}
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
