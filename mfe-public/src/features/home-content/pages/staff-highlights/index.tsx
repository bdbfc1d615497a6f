import { defineQuery } from 'shared-api';
import { getStaffHighlights, highlightHooks, staffHomeContentKeys } from '../../api';
import { useQuery } from 'shared-api/query';
import { Button, Flex, PageFrame, PageSection, RouterLink } from 'shared-ui';
import { OrderedTable } from '../../staff/OrderedTable';
import { PictureThumb } from '../../staff/Thumb';

/** Staff: the highlight videos in the order the home page's carousel shows them; a way to add one. */
export default function StaffHighlightsPage() {
  const query = useQuery(defineQuery(staffHomeContentKeys.highlights.list, getStaffHighlights));
  const order = highlightHooks.useOrder();
  return (
    <PageSection title="Highlights" lead="The videos of the home page's carousel, in this order: the first one is in the player. Add one as a draft, preview it, then publish it now or at a time you choose.">
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/staff/highlights/new">New highlight</RouterLink>
        </Button>
      </Flex>
      <PageFrame query={query} what="the highlights" empty={{ when: (list) => list.length === 0, title: 'No highlights yet', description: 'Add one with New highlight.' }}>
        {(highlights) => (
          <OrderedTable
            caption="Highlights, in the order visitors see them"
            rows={highlights}
            name={(h) => h.name}
            to={(h) => `/staff/highlights/${h.id}`}
            picture={(h) => <PictureThumb image={h.thumbnail} />}
            detail={(h) => `${h.position}, ${h.organisation}`}
            onOrder={(ids) => order.mutateAsync(ids)}
          />
        )}
      </PageFrame>
    </PageSection>
  );
}
