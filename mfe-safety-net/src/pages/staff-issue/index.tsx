import { defineQuery, errorMessage, type IssueStatus, type StaffIssue } from 'shared-api';
import { getIssueNotes, getStaffIssue, getStaffIssueComments, issueKeys, ISSUE_STATUSES } from 'shared-api/issues';
import { useQuery } from 'shared-api/query';
import { Badge, Button, Card, Heading, HStack, Link, notifyError, notifySuccess, PageFrame, PageSection, RouterLink, Stack, Text, useParams } from 'shared-ui';
import { useSetIssueStatus, useStaffIssueSeen } from '../../features/issues/api';
import { AuthorLine, IssueMeta, StatusBadge } from '../../features/issues/parts';
import { AssigneeControl } from './AssigneeControl';
import { NoteForm } from './NoteForm';
import { ReplyForm } from './ReplyForm';
import { Thread } from './Thread';

/** Staff: one member's issue, who has it, the conversation with the internal notes, a reply (and resolve), a note and the status. */
export default function StaffIssuePage() {
  const { issueId = '' } = useParams();
  const query = useQuery(defineQuery(issueKeys.staffOne(issueId), () => getStaffIssue(issueId)));
  return (
    <PageSection title={query.data ? `#${query.data.id} ${query.data.title}` : 'Issue'} width="4xl">
      <PageFrame query={query} what="this issue" notFound={{ title: 'This issue was not found', back: { to: '/staff/issues', label: 'Back to member issues' } }}>
        {(issue) => <StaffIssueView issue={issue} />}
      </PageFrame>
    </PageSection>
  );
}

function StaffIssueView({ issue }: { issue: StaffIssue }) {
  const comments = useQuery(defineQuery(issueKeys.staffComments(issue.id), () => getStaffIssueComments(issue.id)));
  const notes = useQuery(defineQuery(issueKeys.staffNotes(issue.id), () => getIssueNotes(issue.id)));
  // Opening the issue is seeing what the member did: its New activity marker goes, for every staff member.
  useStaffIssueSeen(issue);

  return (
    <Stack gap="6">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
        <RouterLink to="/staff/issues">← Member issues</RouterLink>
      </Link>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <HStack gap="2" wrap="wrap">
            <StatusBadge status={issue.status.name} />
            {issue.new_activity && (
              <Badge colorPalette="blue" variant="solid" size="md">
                New activity
              </Badge>
            )}
            <IssueMeta topic={issue.topic} createdAt={issue.created_at} />
          </HStack>
          <HStack gap="3" justify="space-between" wrap="wrap">
            <AuthorLine author={issue.author} at={issue.created_at} />
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to={`/member/${encodeURIComponent(issue.member_id)}`}>Member profile</RouterLink>
            </Link>
          </HStack>
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {issue.description}
          </Text>
          <Stack gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'end' }}>
            <StatusButtons issue={issue} />
            <AssigneeControl issue={issue} />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Thread comments={comments} notes={notes} />
      <Stack as="section" gap="4" aria-labelledby="answer-heading">
        <Heading as="h2" size="md" id="answer-heading">
          Answer
        </Heading>
        <ReplyForm issue={issue} />
        <NoteForm issueId={issue.id} />
      </Stack>
    </Stack>
  );
}

function StatusButtons({ issue }: { issue: StaffIssue }) {
  const statusChange = useSetIssueStatus(issue.id);
  const busy: IssueStatus | null = statusChange.isPending ? (statusChange.variables ?? null) : null;

  const setStatus = async (status: IssueStatus) => {
    try {
      const { message } = await statusChange.mutateAsync(status);
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">
        Set the status
      </Text>
      {/* The issue's status is shown pressed at full strength, not greyed out as if it could not be: choosing it
          again changes nothing. */}
      <HStack gap="2" wrap="wrap" role="group" aria-label="Set the status">
        {ISSUE_STATUSES.map((status) => {
          const current = status === issue.status.name;
          return (
            <Button
              key={status}
              size="sm"
              variant={current ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={current}
              disabled={!current && busy !== null}
              loading={busy === status}
              onClick={() => (current || busy !== null ? undefined : void setStatus(status))}
            >
              {status}
            </Button>
          );
        })}
      </HStack>
    </Stack>
  );
}
