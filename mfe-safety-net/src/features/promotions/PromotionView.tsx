import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { Promotion } from './shapes';
import { Button, Card, Grid, GridItem, Heading, HStack, SafeHtml, Separator, Stack, Text } from 'shared-ui';
import { CompanyLogo } from './parts';

const RedeemDialog = lazy(() => import('./RedeemDialog'));

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <HStack justify="space-between" gap="4">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="semibold" textAlign="end">
        {children}
      </Text>
    </HStack>
  );
}

/**
 * The promotion's page itself, from its data: the member's page, or a draft's in staff's preview (`preview`), where
 * Redeem now shows but hands out no code.
 */
export function PromotionView({ promotion, preview = false }: { promotion: Promotion; preview?: boolean }) {
  const [redeeming, setRedeeming] = useState(false);
  return (
    <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 18rem' }} templateAreas={{ base: '"about" "action" "terms"', md: '"about action" "terms action"' }} columnGap="8" rowGap="6">
      <GridItem area="about">
        <Stack gap="4">
          <CompanyLogo promotion={promotion} priority />
          <Text fontWeight="semibold" color="fg.muted">
            {promotion.company_name}
          </Text>
          <SafeHtml html={promotion.description} />
        </Stack>
      </GridItem>
      <GridItem area="action">
        <Card.Root variant="outline" position={{ md: 'sticky' }} top={{ md: '6' }} as="aside" aria-label={t`Redeem this promotion`}>
          <Card.Body gap="3">
            {promotion.organizer && <Fact label={t`Organizer`}>{promotion.organizer}</Fact>}
            {/* What the member gets, rather than a price: a discount has none of its own. */}
            <Stack gap="0.5">
              <Text color="fg.muted" fontSize="sm">
                <Trans>Your discount</Trans>
              </Text>
              <Text fontWeight="semibold">{promotion.title}</Text>
            </Stack>
            <Separator />
            <Button colorPalette="brand" size="lg" disabled={preview} onClick={() => setRedeeming(true)}>
              <Trans>Redeem now</Trans>
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {promotion.free && (
                <>
                  <Trans>Free for members.</Trans>{' '}
                </>
              )}
              <Trans>Your code shows here. It is yours alone and stays the same if you come back.</Trans>
            </Text>
          </Card.Body>
        </Card.Root>
      </GridItem>
      <GridItem area="terms">
        <Stack gap="3">
          <Heading as="h2" size="md">
            <Trans>Terms and conditions</Trans>
          </Heading>
          <SafeHtml html={promotion.terms} fontSize="sm" />
        </Stack>
      </GridItem>
      {redeeming && (
        <Suspense fallback={null}>
          <RedeemDialog promotion={promotion} onClose={() => setRedeeming(false)} />
        </Suspense>
      )}
    </Grid>
  );
}
