import { t } from '@lingui/core/macro';
import { defineQuery } from 'shared-api';
import { getPromotions, promotionKeys } from '../../api';
import { useQuery } from 'shared-api/query';
import { PageFrame, PageSection, SimpleGrid } from 'shared-ui';
import { CertificateProgrammes, PromotionCard } from '../../parts';

/** Discounts & Promotions (second spec §2.6): partners' offers for members, then the certificate programmes. */
export default function PromotionsPage() {
  const query = useQuery(defineQuery(promotionKeys.list, getPromotions));
  return (
    <PageSection title={t`Discounts & Promotions`} lead={t`Offers our partners make to members of the association. Open one to read its terms and get your code.`}>
      <PageFrame
        query={query}
        what={t`the promotions`}
        empty={{ when: (list) => list.length === 0, title: t`No promotions right now`, description: t`New offers from our partners will be listed here.` }}
      >
        {(promotions) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label={t`Promotions`}>
            {promotions.map((promotion, i) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} priority={i < 2} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </PageFrame>
      <CertificateProgrammes />
    </PageSection>
  );
}
