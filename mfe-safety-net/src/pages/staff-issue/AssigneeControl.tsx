import { defineQuery, errorMessage, useSession, type StaffIssue } from 'shared-api';
import { getIssueAssignees, issueKeys } from 'shared-api/issues';
import { useQuery } from 'shared-api/query';
import { Box, Button, HStack, notifyError, notifySuccess } from 'shared-ui';
import { FilterLabel, FilterSelect } from 'shared-ui/staff';
import { useAssignIssue } from '../../features/issues/api';

/** Who on staff has the issue: any staff member or nobody, and a shortcut to take it. */
export function AssigneeControl({ issue }: { issue: StaffIssue }) {
  const me = useSession((s) => s.user?.member_id ?? '');
  const staff = useQuery(defineQuery(issueKeys.assignees, getIssueAssignees));
  const assign = useAssignIssue(issue.id);
  const current = issue.assignee?.member_id ?? '';
  // The current assignee stays a choice while the list loads, or after they stopped being staff.
  const people = staff.data ?? [];
  const choices = issue.assignee && !people.some((p) => p.member_id === current) ? [issue.assignee, ...people] : people;

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
      <Box flex={{ base: '1', sm: 'none' }} minW="0">
        <FilterLabel htmlFor="issue-assignee">Assigned to</FilterLabel>
        <FilterSelect id="issue-assignee" value={current} w="full" disabled={assign.isPending} onChange={(e) => void give(e.target.value || null)}>
          <option value="">Nobody</option>
          {choices.map((person) => (
            <option key={person.member_id} value={person.member_id}>
              {person.name}
            </option>
          ))}
        </FilterSelect>
      </Box>
      {me && current !== me && (
        <Button size="sm" h="10" variant="outline" colorPalette="brand" loading={assign.isPending && assign.variables === me} disabled={assign.isPending} onClick={() => void give(me)}>
          Assign to me
        </Button>
      )}
    </HStack>
  );
}
