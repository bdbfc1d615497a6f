import { defineQuery } from 'shared-api';
import { getStaffPartners, partnerHooks, staffHomeContentKeys } from '../../api';
import type { StaffPartner } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { Button, Flex, Heading, PageFrame, PageSection, RouterLink, Stack, Text } from 'shared-ui';
import { OrderedTable } from '../../staff/OrderedTable';
import { PictureThumb } from '../../staff/Thumb';

/** The website's name, short enough for a row: 'www.indusbank.pk'. */
const siteOf = (website: string | null) => {
  if (!website) return 'No website';
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
};

function KindList({ title, lead, partners, onOrder }: { title: string; lead: string; partners: StaffPartner[]; onOrder(ids: number[]): Promise<unknown> }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {lead}
      </Text>
      <OrderedTable
        caption={`${title}, in the order visitors see them`}
        rows={partners}
        name={(p) => p.name}
        to={(p) => `/staff/partners/${p.id}`}
        picture={(p) => <PictureThumb image={p.logo} wide />}
        detail={(p) => siteOf(p.website)}
        onOrder={onOrder}
      />
    </Stack>
  );
}

/** Staff: the corporate partners and the other partners, each in the order the home page shows them. */
export default function StaffPartnersPage() {
  const query = useQuery(defineQuery(staffHomeContentKeys.partners.list, getStaffPartners));
  const order = partnerHooks.useOrder();
  return (
    <PageSection title="Partners" lead="The logos on the home page: corporate partners first, the others behind View More. Add one as a draft, preview it, then publish it now or at a time you choose.">
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/staff/partners/new">New partner</RouterLink>
        </Button>
      </Flex>
      <PageFrame query={query} what="the partners" empty={{ when: (list) => list.length === 0, title: 'No partners yet', description: 'Add one with New partner.' }}>
        {(partners) => (
          <Stack gap="10">
            <KindList title="Corporate partners" lead="Shown first on the home page." partners={partners.filter((p) => p.corporate)} onOrder={(ids) => order.mutateAsync(ids)} />
            <KindList title="Other partners" lead="Shown when a visitor chooses View More." partners={partners.filter((p) => !p.corporate)} onOrder={(ids) => order.mutateAsync(ids)} />
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
