import { defineQuery } from 'shared-api';
import { directorHooks, getStaffDirectors, staffHomeContentKeys } from '../../api';
import { useQuery } from 'shared-api/query';
import { Button, Flex, PageFrame, PageSection, RouterLink } from 'shared-ui';
import { OrderedTable } from '../../staff/OrderedTable';
import { PortraitThumb } from '../../staff/Thumb';

/** Staff: the board members in the order Our Leadership shows them; a way to add one. */
export default function StaffBoardPage() {
  const query = useQuery(defineQuery(staffHomeContentKeys.directors.list, getStaffDirectors));
  const order = directorHooks.useOrder();
  return (
    <PageSection title="Board" lead="The board members visitors see on Our Leadership, in this order. Add one as a draft, preview it, then publish it now or at a time you choose.">
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/staff/board/new">New board member</RouterLink>
        </Button>
      </Flex>
      <PageFrame query={query} what="the board" empty={{ when: (list) => list.length === 0, title: 'No board members yet', description: 'Add one with New board member.' }}>
        {(directors) => (
          <OrderedTable
            caption="The board, in the order visitors see it"
            rows={directors}
            name={(d) => d.name}
            to={(d) => `/staff/board/${d.id}`}
            picture={(d) => <PortraitThumb image={d.image} name={d.name} />}
            detail={(d) => d.position}
            onOrder={(ids) => order.mutateAsync(ids)}
          />
        )}
      </PageFrame>
    </PageSection>
  );
}
