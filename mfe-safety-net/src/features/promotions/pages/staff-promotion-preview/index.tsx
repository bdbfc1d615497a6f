import { defineQuery } from 'shared-api';
import { getPromotionPreview, promotionKeys } from '../../api';
import { useQuery } from 'shared-api/query';
import { Link, PageFrame, PageSection, RouterLink, usePageTitle, useParams } from 'shared-ui';
import { PreviewBanner } from 'shared-ui/staff';
import { PromotionView } from '../../PromotionView';

/**
 * Staff: a promotion's page as members will see it once published (/staff/promotions/:promotionId/preview), a
 * draft's too: the members' page's own parts, from the promotion as saved, under a banner that says whether members see it now.
 */
export default function StaffPromotionPreviewPage() {
  const { promotionId = '' } = useParams();
  const query = useQuery(defineQuery(promotionKeys.preview(promotionId), () => getPromotionPreview(promotionId)));
  usePageTitle(query.data ? `Preview: ${query.data.title}` : undefined);
  const published = query.data?.published === true;
  return (
    <>
      <PreviewBanner published={published}>
        {published ? 'Members see this page now.' : 'Members see this page only once the promotion is published.'}{' '}
        <Link asChild color="orange.fg" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={`/staff/promotions/${promotionId}`}>{published ? 'Back to the promotion to edit it' : 'Back to the promotion to edit or publish it'}</RouterLink>
        </Link>
      </PreviewBanner>
      <PageSection title={query.data?.title ?? 'Promotion'} width="5xl">
        <PageFrame query={query} what="this promotion" notFound={{ title: 'This promotion does not exist', back: { to: '/staff/promotions', label: 'Back to the promotions' } }}>
          {(promotion) => <PromotionView promotion={promotion} preview />}
        </PageFrame>
      </PageSection>
    </>
  );
}
