import { useState } from 'react';
import { defineQuery } from 'shared-api';
import { getEndingMemberships, membershipKeys } from 'shared-api/membership';
import { useQuery } from 'shared-api/query';
import { Badge, Box, Button, Card, chakra, formatDate, HStack, PageFrame, PageSection, RouterLink, Stack, Text, useNavigate, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterLabel, StaffPager } from 'shared-ui/staff';

const LookupInput = chakra('input', { base: { borderWidth: '1px', borderRadius: 'l2', px: '3', h: '10', w: 'full', minW: '0', bg: 'bg' } });

/** Staff: find a member's membership by what they have in hand, and the paid memberships ending in the next 30 days. */
export default function StaffMembershipsPage() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const filters = useUrlFilters({}, {});
  const query = useQuery(defineQuery(membershipKeys.ending(filters.page), () => getEndingMemberships(filters.page)));
  return (
    <PageSection title="Memberships">
      <FilterBar label="Find a member">
        <chakra.form
          display="flex"
          gap="2"
          alignItems="end"
          w="full"
          maxW="lg"
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) navigate(`/staff/memberships/${encodeURIComponent(typed.trim())}`);
          }}
        >
          <Box flex="1" minW="0">
            <FilterLabel htmlFor="member-lookup">MEMBER ID or e-mail</FilterLabel>
            <LookupInput id="member-lookup" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="PFA-000017 or name@example.com" autoComplete="off" />
          </Box>
          <Button type="submit" colorPalette="brand">
            Open
          </Button>
        </chakra.form>
      </FilterBar>
      <Text as="h2" fontWeight="semibold" fontSize="lg" mt="6" mb="3">
        Ending in the next 30 days
      </Text>
      <PageFrame query={query} what="the memberships ending soon" empty={{ when: (list) => list.items.length === 0, title: 'No paid membership ends in the next 30 days' }}>
        {({ items, pagination }) => (
          <>
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Memberships ending soon, soonest first">
              {items.map((row) => (
                <Card.Root as="li" key={row.member_id} size="sm" variant="outline">
                  <Card.Body>
                    <HStack justify="space-between" gap="3" flexWrap="wrap">
                      <Box minW="0">
                        <Text fontWeight="semibold">
                          <RouterLink to={`/staff/memberships/${encodeURIComponent(row.member_id)}`}>{row.name}</RouterLink>
                        </Text>
                        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                          {row.member_id_formatted} · {row.email}
                        </Text>
                      </Box>
                      <HStack gap="2">
                        <Badge>{row.package}</Badge>
                        <Text fontSize="sm">ends {formatDate(row.ends_at)}</Text>
                        {row.seed_chosen && <Badge colorPalette="orange">Chose Seed</Badge>}
                      </HStack>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
            <StaffPager pagination={pagination} onPage={filters.setPage} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
