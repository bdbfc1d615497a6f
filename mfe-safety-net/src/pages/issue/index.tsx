import { lazy, Suspense, useState } from 'react';
import { defineQuery, errorMessage, type Issue, type IssueAction } from 'shared-api';
import { getIssue, getIssueComments, issueKeys } from 'shared-api/issues';
import { useQuery } from 'shared-api/query';
import { Button, Card, HStack, notifyError, notifySuccess, PageFrame, PageSection, Stack, Text, useParams } from 'shared-ui';
import { AuthorLine, Conversation, IssueMeta, StatusBadge } from '../../features/issues/parts';
import { CommentForm } from '../../features/issues/CommentForm';
import { useAddIssueComment, useChangeIssueStatus, useConversationRead } from '../../features/issues/api';

const StatusDialog = lazy(() => import('./StatusDialog'));

/**
 * One of the member's issues (spec: core /dashboard/issues/{id}): status, description, the comments with their
 * authors' role labels, newest last; a comment box only while the issue is Open; the Change Status dialog.
 */
export default function IssuePage() {
  const { issueId = '' } = useParams();
  const query = useQuery(defineQuery(issueKeys.one(issueId), () => getIssue(issueId)));
  return (
    <PageSection title={query.data?.title ?? 'Issue'} width="4xl">
      <PageFrame query={query} what="this issue" notFound={{ title: 'This issue was not found', back: { to: '/dashboard/issues', label: 'Back to your issues' } }}>
        {(issue) => <IssueView issue={issue} />}
      </PageFrame>
    </PageSection>
  );
}

function IssueView({ issue }: { issue: Issue }) {
  const comments = useQuery(defineQuery(issueKeys.comments(issue.id), () => getIssueComments(issue.id)));
  // The conversation shown is read, up to its newest comment: its staff replies are no longer New.
  useConversationRead(issue.id, comments.data?.at(-1)?.id);
  const [dialog, setDialog] = useState(false);
  const change = useChangeIssueStatus(issue.id);
  const comment = useAddIssueComment(issue.id);
  const busy: IssueAction | null = change.isPending ? (change.variables ?? null) : null;

  const choose = async (action: IssueAction) => {
    try {
      // The page shows the issue the server answers.
      const { message } = await change.mutateAsync(action);
      notifySuccess(message);
      setDialog(false);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="1">
              <HStack gap="2">
                <Text fontSize="sm" color="fg.muted">
                  Status
                </Text>
                <StatusBadge status={issue.status.name} />
              </HStack>
              <IssueMeta topic={issue.topic} createdAt={issue.created_at} />
            </Stack>
            <Button variant="outline" colorPalette="brand" size="sm" onClick={() => setDialog(true)}>
              Change Status
            </Button>
          </HStack>
          <AuthorLine author={issue.author} at={issue.created_at} />
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {issue.description}
          </Text>
        </Card.Body>
      </Card.Root>

      <Conversation comments={comments}>
        {issue.status.name === 'Open' ? (
          <CommentForm send={(input) => comment.mutateAsync(input)} />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            This issue is {issue.status.name}. Reopen it from Change Status to add a comment.
          </Text>
        )}
      </Conversation>

      {dialog && (
        <Suspense fallback={null}>
          <StatusDialog issue={issue} busy={busy} onChoose={(action) => void choose(action)} onClose={() => setDialog(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
