import { lazy, Suspense, useEffect, useState } from 'react';
import { defineQuery, errorMessage, type Issue, type IssueAction } from 'shared-api';
import { homeKeys } from 'shared-api/home';
import { addIssueComment, changeIssueStatus, getIssue, getIssueComments, issueKeys } from 'shared-api/issues';
import { queryClient, useQuery } from 'shared-api/query';
import { Button, Card, HStack, notifyError, notifySuccess, PageFrame, PageSection, Stack, Text, useParams } from 'shared-ui';
import { AuthorLine, Conversation, IssueMeta, StatusBadge } from '../../features/issues/parts';
import { CommentForm } from '../../features/issues/CommentForm';

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
  // Reading the conversation reads its staff replies: the lists that mark unread ones ask again when next shown.
  const readAt = comments.dataUpdatedAt;
  useEffect(() => {
    if (!readAt) return;
    void queryClient.invalidateQueries({ queryKey: issueKeys.lists });
    void queryClient.invalidateQueries({ queryKey: homeKeys.home });
  }, [readAt]);
  const [dialog, setDialog] = useState(false);
  const [busy, setBusy] = useState<IssueAction | null>(null);

  const choose = async (action: IssueAction) => {
    setBusy(action);
    try {
      // The page shows the issue the server answers.
      const { data, message } = await changeIssueStatus(issue.id, action);
      queryClient.setQueryData(issueKeys.one(issue.id), data);
      void queryClient.invalidateQueries({ queryKey: issueKeys.lists });
      notifySuccess(message);
      setDialog(false);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(null);
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
          <CommentForm
            send={(input) => addIssueComment(issue.id, input)}
            onSent={() => {
              void queryClient.invalidateQueries({ queryKey: issueKeys.comments(issue.id) });
            }}
          />
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
