import { lazy, Suspense, useState } from 'react';
import { defineQuery, errorMessage, ISSUE_ACTIONS, type IssueAction } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { BackLink, Badge, Button, Card, Heading, HStack, Link, notifyError, notifySuccess, PageFrame, PageSection, RouterLink, Stack, Text, useParams } from 'shared-ui';
import { getIssueNotes, getStaffIssue, getStaffIssueAttachment, getStaffIssueComments, issueKeys, useSetIssueStatus, useStaffIssueSeen } from '../../api';
import { AttachmentList } from '../../Attachments';
import { AuthorLine, IssueMeta, StatusBadge } from '../../parts';
import { AssigneeControl } from './AssigneeControl';
import { NoteForm } from './NoteForm';
import { ReplyForm } from './ReplyForm';
import { Thread } from './Thread';
import type { StaffIssue } from '../../shapes';

const StatusDialog = lazy(() => import('../../StatusDialog'));

const openStaffAttachment = (id: number) => getStaffIssueAttachment(id);

/**
 * Staff: one member's issue with the order it is about and the files attached, who has it, the conversation with the
 * internal notes, a reply (and resolve), a note and the status.
 */
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
      <BackLink to="/staff/issues" alignSelf="start">
        Member issues
      </BackLink>
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
            <HStack gap="4" wrap="wrap">
              {issue.order_id !== null && (
                // The staff orders list finds an order by its number.
                <Link asChild color="brand.fg" fontSize="sm">
                  <RouterLink to={`/staff/orders?q=${issue.order_id}`}>Order #{issue.order_id}</RouterLink>
                </Link>
              )}
              <Link asChild color="brand.fg" fontSize="sm">
                <RouterLink to={`/member/${encodeURIComponent(issue.member_id)}`}>Member profile</RouterLink>
              </Link>
            </HStack>
          </HStack>
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {issue.description}
          </Text>
          <AttachmentList attachments={issue.attachments} open={openStaffAttachment} label="Files the member attached" />
          <Stack gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'end' }}>
            <ChangeStatus issue={issue} />
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

/** Change Status: its dialog offers only the moves that apply to the issue's status; the member is told by e-mail. */
function ChangeStatus({ issue }: { issue: StaffIssue }) {
  const statusChange = useSetIssueStatus(issue.id);
  const [dialog, setDialog] = useState(false);
  const pending = statusChange.isPending ? statusChange.variables : undefined;
  const busy = (Object.keys(ISSUE_ACTIONS) as IssueAction[]).find((action) => ISSUE_ACTIONS[action].to === pending) ?? null;

  const choose = async (action: IssueAction) => {
    try {
      const { message } = await statusChange.mutateAsync(ISSUE_ACTIONS[action].to);
      notifySuccess(message);
      setDialog(false);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <>
      <Button size="sm" h="10" variant="outline" colorPalette="brand" alignSelf={{ base: 'start', md: 'end' }} onClick={() => setDialog(true)}>
        Change Status
      </Button>
      {dialog && (
        <Suspense fallback={null}>
          <StatusDialog status={issue.status.name} busy={busy} note="The member is told by e-mail." onChoose={(action) => void choose(action)} onClose={() => setDialog(false)} />
        </Suspense>
      )}
    </>
  );
}
