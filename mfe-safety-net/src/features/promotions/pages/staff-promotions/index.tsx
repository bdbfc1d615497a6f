import { defineQuery } from 'shared-api';
import { getStaffPromotions, promotionKeys } from '../../api';
import type { StaffPromotion } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { Button, Flex, Link, PageFrame, PageSection, RouterLink, useNavigate, useUrlFilters } from 'shared-ui';
import { StaffPager } from 'shared-ui/staff';
import { StaffTable, type StaffColumn } from 'shared-ui/table';
import { codeSummary, OpenBadge } from '../../staff-parts';

const columns: StaffColumn<StaffPromotion>[] = [
  {
    id: 'title',
    header: 'Promotion',
    primary: true,
    cell: (promotion) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/staff/promotions/${promotion.id}`}>{promotion.title}</RouterLink>
      </Link>
    ),
  },
  { id: 'company', header: 'Partner', primary: true, cell: (promotion) => promotion.company_name },
  { id: 'state', header: 'State', cell: (promotion) => <OpenBadge closed={Boolean(promotion.closed_at)} published={promotion.published} /> },
  { id: 'codes', header: 'Codes', cell: codeSummary },
];

/** Staff: every partner promotion, newest first, with how its codes are going; a way to add one. */
export default function StaffPromotionsPage() {
  const { page, setPage } = useUrlFilters({});
  const query = useQuery(defineQuery(promotionKeys.staffList(page), () => getStaffPromotions(page)));
  const navigate = useNavigate();
  return (
    <PageSection title="Partner promotions" lead="Offers from partners that members redeem from their dashboard. Drafts and closed promotions are not shown to members.">
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/staff/promotions/new">New promotion</RouterLink>
        </Button>
      </Flex>
      <PageFrame query={query} what="the promotions" empty={{ when: (list) => list.items.length === 0 && list.pagination.total === 0, title: 'No promotions yet', description: 'Add a partner’s offer with New promotion.' }}>
        {({ items, pagination }) => (
          <>
            <StaffTable
              caption="Promotions, newest first"
              rows={items}
              columns={columns}
              rowKey={(promotion) => String(promotion.id)}
              rowLabel={(promotion) => promotion.title}
              onOpen={(promotion) => navigate(`/staff/promotions/${promotion.id}`)}
            />
            <StaffPager pagination={pagination} onPage={setPage} labels={['Newer', 'Older']} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
