import { defineQuery } from 'shared-api';
import { getStaffPromotions, promotionKeys } from 'shared-api/promotions';
import { useQuery } from 'shared-api/query';
import { Button, Card, Flex, HStack, LinkBox, LinkOverlay, PageFrame, PageSection, RouterLink, Stack, Text, useUrlFilters } from 'shared-ui';
import { StaffPager } from 'shared-ui/staff';
import { CompanyLogo } from '../../features/promotions/parts';
import { codeSummary, OpenBadge } from '../../features/promotions/staff-parts';

/** Staff: every partner promotion, newest first, with how its codes are going; a way to add one. */
export default function StaffPromotionsPage() {
  const { page, setPage } = useUrlFilters({});
  const query = useQuery(defineQuery(promotionKeys.staffList(page), () => getStaffPromotions(page)));
  return (
    <PageSection title="Partner promotions" lead="Offers from partners that members redeem from their dashboard. Closed promotions are no longer shown to members.">
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/staff/promotions/new">New promotion</RouterLink>
        </Button>
      </Flex>
      <PageFrame query={query} what="the promotions" empty={{ when: (list) => list.items.length === 0 && list.pagination.total === 0, title: 'No promotions yet', description: 'Add a partner’s offer with New promotion.' }}>
        {({ items, pagination }) => (
          <>
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Promotions, newest first">
              {items.map((promotion) => (
                <li key={promotion.id}>
                  <LinkBox as="article">
                    <Card.Root variant="outline" _hover={{ borderColor: 'brand.muted' }}>
                      <Card.Body gap="3" flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ sm: 'center' }}>
                        <CompanyLogo promotion={promotion} />
                        <Stack gap="1" flex="1" minW="0">
                          <HStack justify="space-between" align="start" gap="3">
                            <LinkOverlay asChild fontWeight="semibold" overflowWrap="anywhere">
                              <RouterLink to={`/staff/promotions/${promotion.id}`}>{promotion.title}</RouterLink>
                            </LinkOverlay>
                            <OpenBadge closed={Boolean(promotion.closed_at)} />
                          </HStack>
                          <Text fontSize="sm" color="fg.muted">
                            {promotion.company_name}
                          </Text>
                          <Text fontSize="sm">{codeSummary(promotion)}</Text>
                        </Stack>
                      </Card.Body>
                    </Card.Root>
                  </LinkBox>
                </li>
              ))}
            </Stack>
            <StaffPager pagination={pagination} onPage={setPage} labels={['Newer', 'Older']} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
