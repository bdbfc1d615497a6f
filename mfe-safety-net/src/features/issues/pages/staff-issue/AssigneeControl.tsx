import { useEffect, useState } from 'react';
import { defineQuery, errorMessage, useSession } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Box, Button, HStack, notifyError, notifySuccess } from 'shared-ui';
import { FilterLabel, FilterSelect } from 'shared-ui/staff';
import { getIssueAssignees, issueKeys, useAssignIssue } from '../../api';
import type { StaffIssue } from '../../shapes';

/**
 * Who on staff has the issue: any staff member or nobody, chosen and then confirmed with Assign (a choice in the
 * list alone changes nothing), and a shortcut to take it.
 */
export function AssigneeControl({ issue }: { issue: StaffIssue }) {
  const me = useSession((s) => s.user?.member_id ?? '');
  const staff = useQuery(defineQuery(issueKeys.assignees, getIssueAssignees));
  const assign = useAssignIssue(issue.id);
  const current = issue.assignee?.member_id ?? '';
  const [chosen, setChosen] = useState(current);
  // The issue the server answers (after any change, by anyone) is the choice shown again.
  useEffect(() => setChosen(current), [current]);
  // The current assignee stays a choice while the list loads, or after they stopped being staff.
  const people = staff.data ?? [];
  const choices = issue.assignee && !people.some((p) => p.member_id === current) ? [issue.assignee, ...people] : people;
  const changed = chosen !== current;

  const give = async (memberId: string | null) => {
    try {
      const { message } = await assign.mutateAsync(memberId);
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <HStack gap="3" align="end" wrap="wrap">
      {/* As wide as the list's own least width, so that the buttons go to the next line on a phone rather than over it. */}
      <Box flex={{ base: '1 1 12rem', sm: 'none' }} minW="0">
        <FilterLabel htmlFor="issue-assignee">Assigned to</FilterLabel>
        <FilterSelect id="issue-assignee" value={chosen} w="full" disabled={assign.isPending} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Nobody</option>
          {choices.map((person) => (
            <option key={person.member_id} value={person.member_id}>
              {person.name}
            </option>
          ))}
        </FilterSelect>
      </Box>
      {changed && (
        <HStack gap="2">
          <Button size="sm" h="10" colorPalette="brand" loading={assign.isPending} onClick={() => void give(chosen || null)}>
            {chosen ? 'Assign' : 'Unassign'}
          </Button>
          <Button size="sm" h="10" variant="ghost" disabled={assign.isPending} onClick={() => setChosen(current)}>
            Cancel
          </Button>
        </HStack>
      )}
      {me && current !== me && !changed && (
        <Button size="sm" h="10" variant="outline" colorPalette="brand" loading={assign.isPending && assign.variables === me} disabled={assign.isPending} onClick={() => void give(me)}>
          Assign to me
        </Button>
      )}
    </HStack>
  );
}
