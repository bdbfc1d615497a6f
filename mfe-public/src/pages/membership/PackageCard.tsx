import { useSession, withReferrer, type MembershipPackage } from 'shared-api';
import { Badge, Box, Button, Card, formatPKR, List, RouterLink, Text } from 'shared-ui';
import { CURRENT_PLAN } from '../../features/membership/join-link';

type Action = { label: string; to: string } | { label: string; active: true };

/**
 * What the package's button offers whoever is looking. A visitor joins: the free plan leads to registration, a
 * paid one to registration and back to that plan's order. A member's own plan is marked Active and can't be
 * chosen (spec); the package's own button (Subscribe, or Downgrade to Seed for a Surge member) is for the others.
 */
function actionFor(pkg: MembershipPackage, signedIn: boolean): Action {
  if (!signedIn) return pkg.memberPrice > 0 ? { label: pkg.buttonText, to: withReferrer('/register', pkg.buttonLink) } : { label: 'Join for free', to: '/register' };
  if (pkg.name === CURRENT_PLAN) return { label: 'Your current plan', active: true };
  return { label: pkg.buttonText, to: pkg.buttonLink };
}

/** A membership package from the packages call: price, description, features and its button. */
export function PackageCard({ pkg }: { pkg: MembershipPackage }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const action = actionFor(pkg, signedIn);
  const price = pkg.memberPriceDiscounted ?? pkg.memberPrice;
  return (
    <Card.Root as="article" variant="outline" h="full" borderColor={pkg.memberPrice > 0 ? 'brand.solid' : undefined} borderWidth={pkg.memberPrice > 0 ? '2px' : '1px'}>
      <Card.Header gap="2">
        <Card.Title as="h3" fontSize="2xl" display="flex" alignItems="center" gap="3">
          {pkg.name}
          {'active' in action && (
            <Badge colorPalette="brand" variant="solid">
              Active
            </Badge>
          )}
        </Card.Title>
        <Box>
          <Text as="span" fontSize="3xl" fontWeight="bold">
            {price === 0 ? 'Free' : formatPKR(price)}
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
        {'active' in action || pkg.disabled ? (
          <Button colorPalette="brand" width="full" variant="outline" disabled>
            {action.label}
          </Button>
        ) : (
          <Button asChild colorPalette="brand" width="full" variant={pkg.memberPrice > 0 ? 'solid' : 'outline'}>
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
