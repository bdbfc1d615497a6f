import { t } from '@lingui/core/macro';
import { defineQuery } from 'shared-api';
import { getPromotion, promotionKeys } from '../../api';
import { useQuery } from 'shared-api/query';
import { PageFrame, PageSection, useParams } from 'shared-ui';
import { PromotionView } from '../../PromotionView';

/**
 * A partner promotion (second spec §2.6): company and title, logo, description, organizer, the discount (and that
 * it is free, where the spec has Price Free), terms and conditions, and the action block with Redeem now.
 */
export default function PromotionPage() {
  const { promotionId = '' } = useParams();
  const query = useQuery(defineQuery(promotionKeys.one(promotionId), () => getPromotion(promotionId)));
  return (
    <PageSection title={query.data?.title ?? t`Promotion`} width="5xl">
      <PageFrame query={query} what={t`this promotion`} notFound={{ title: t`This promotion has ended or does not exist`, back: { to: '/dashboard/promotions', label: t`See the current promotions` } }}>
        {(promotion) => <PromotionView promotion={promotion} />}
      </PageFrame>
    </PageSection>
  );
}
