import { defineQuery } from 'shared-api';
import { figureHooks, getStaffHomeFigures, staffHomeContentKeys } from '../../api';
import { useQuery } from 'shared-api/query';
import { Button, Flex, PageFrame, PageSection, RouterLink } from 'shared-ui';
import { OrderedTable } from '../../staff/OrderedTable';

/** Staff: the figures of the home page's "Freelancing in Pakistan" band, in their order; a way to add one. */
export default function StaffHomeFiguresPage() {
  const query = useQuery(defineQuery(staffHomeContentKeys.figures.list, getStaffHomeFigures));
  const order = figureHooks.useOrder();
  return (
    <PageSection title="Home page figures" lead="The figures of the home page's Freelancing in Pakistan band, in this order. Correct one, or add one as a draft and publish it now or at a time you choose.">
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/staff/home-figures/new">New figure</RouterLink>
        </Button>
      </Flex>
      <PageFrame query={query} what="the figures" empty={{ when: (list) => list.length === 0, title: 'No figures yet', description: 'Add one with New figure.' }}>
        {(figures) => (
          <OrderedTable
            caption="Home page figures, in the order visitors see them"
            rows={figures}
            name={(f) => `${f.value} ${f.label}`}
            to={(f) => `/staff/home-figures/${f.id}`}
            onOrder={(ids) => order.mutateAsync(ids)}
          />
        )}
      </PageFrame>
    </PageSection>
  );
}
