import { lazy, Suspense, useState } from 'react';
import { defineQuery, type Promotion } from 'shared-api';
import { getPromotion, promotionKeys } from 'shared-api/promotions';
import { useQuery } from 'shared-api/query';
import { Button, Card, Grid, GridItem, Heading, HStack, PageFrame, PageSection, SafeHtml, Separator, Stack, Text, useParams } from 'shared-ui';
import { CompanyLogo } from '../../features/promotions/parts';

const RedeemDialog = lazy(() => import('../../features/promotions/RedeemDialog'));

/**
 * A partner promotion (second spec §2.6): company and title, logo, description, organizer, Price Free, terms and
 * conditions, and the action block with Redeem now.
 */
export default function PromotionPage() {
  const { promotionId = '' } = useParams();
  const query = useQuery(defineQuery(promotionKeys.one(promotionId), () => getPromotion(promotionId)));
  return (
    <PageSection title={query.data?.title ?? 'Promotion'} width="5xl">
      <PageFrame query={query} what="this promotion" notFound={{ title: 'This promotion has ended or does not exist', back: { to: '/dashboard/promotions', label: 'See the current promotions' } }}>
        {(promotion) => <PromotionView promotion={promotion} />}
      </PageFrame>
    </PageSection>
  );
}

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

function PromotionView({ promotion }: { promotion: Promotion }) {
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
        <Card.Root variant="outline" position={{ md: 'sticky' }} top={{ md: '6' }} as="aside" aria-label="Redeem this promotion">
          <Card.Body gap="3">
            {promotion.organizer && <Fact label="Organizer">{promotion.organizer}</Fact>}
            {promotion.free && <Fact label="Price">Free</Fact>}
            <Separator />
            <Button colorPalette="brand" size="lg" onClick={() => setRedeeming(true)}>
              Redeem now
            </Button>
            <Text fontSize="sm" color="fg.muted">
              Your code shows here. It is yours alone and stays the same if you come back.
            </Text>
          </Card.Body>
        </Card.Root>
      </GridItem>
      <GridItem area="terms">
        <Stack gap="3">
          <Heading as="h2" size="md">
            Terms and conditions
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
