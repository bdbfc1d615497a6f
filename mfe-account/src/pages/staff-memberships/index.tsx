import { useState } from 'react';
import { defineQuery, errorMessage } from 'shared-api';
import { getEndingMemberships, getMemberMembership, membershipKeys } from 'shared-api/membership';
import { useQuery } from 'shared-api/query';
import { Badge, Box, Button, Card, chakra, formatDate, HStack, PageFrame, PageSection, RouterLink, Stack, Text, useNavigate, useUrlFilters } from 'shared-ui';
import { FilterLabel, StaffPager } from 'shared-ui/staff';

const LookupInput = chakra('input', { base: { borderWidth: '1px', borderRadius: 'l2', px: '3', h: '10', w: 'full', minW: '0', bg: 'bg' } });

/** Staff: find a member's membership by what they have in hand, and the paid memberships ending in the next 30 days. */
export default function StaffMembershipsPage() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [looking, setLooking] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const filters = useUrlFilters({}, {});
  const query = useQuery(defineQuery(membershipKeys.ending(filters.page), () => getEndingMemberships(filters.page)));
  return (
    <PageSection title="Memberships">
      <chakra.form
        role="search"
        aria-label="Find a member"
        display="flex"
        gap="2"
        alignItems="end"
        w="full"
        maxW="lg"
        mb="6"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!typed.trim()) return;
          // What staff typed (a MEMBER ID, an e-mail) is resolved first, so the member's page has a stable address
          // that survives a reload: their public id, never an e-mail in the path.
          setLooking(true);
          setLookupError(null);
          try {
            const { data } = await getMemberMembership(typed.trim());
            navigate(`/staff/memberships/${encodeURIComponent(data.member_id)}`);
          } catch (error) {
            setLookupError(errorMessage(error));
          } finally {
            setLooking(false);
          }
        }}
      >
        <Box flex="1" minW="0">
          <FilterLabel htmlFor="member-lookup">MEMBER ID or e-mail</FilterLabel>
          <LookupInput
            id="member-lookup"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="FAP-7K3M-Q9TD or name@example.com"
            autoComplete="off"
            aria-invalid={lookupError ? true : undefined}
            aria-describedby={lookupError ? 'member-lookup-error' : undefined}
          />
          {lookupError && (
            <Text id="member-lookup-error" role="alert" color="fg.error" fontSize="sm" mt="1">
              {lookupError}
            </Text>
          )}
        </Box>
        <Button type="submit" colorPalette="brand" loading={looking}>
          Open
        </Button>
      </chakra.form>
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
