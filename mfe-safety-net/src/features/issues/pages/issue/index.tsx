import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { defineQuery, errorMessage, type IssueAction } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Button, Card, HStack, Link, notifyError, notifySuccess, PageFrame, PageSection, RouterLink, Stack, Text, useParams } from 'shared-ui';
import { AttachmentList } from '../../Attachments';
import { AuthorLine, Conversation, IssueMeta, StatusBadge } from '../../parts';
import { CommentForm } from '../../CommentForm';
import { getIssue, getIssueAttachment, getIssueComments, issueKeys, useAddIssueComment, useChangeIssueStatus, useConversationRead } from '../../api';
import type { Issue } from '../../shapes';

const StatusDialog = lazy(() => import('../../StatusDialog'));

const openAttachment = (id: number) => getIssueAttachment(id);

/**
 * One of the member's issues (spec: core /dashboard/issues/{id}): status, description, the order it is about and the
 * files attached, the comments with their authors' role labels, newest last; a comment box while the issue is Open
 * or Resolved (a comment reopens a Resolved issue), none once it is Closed; the Change Status dialog.
 */
export default function IssuePage() {
  const { issueId = '' } = useParams();
  const query = useQuery(defineQuery(issueKeys.one(issueId), () => getIssue(issueId)));
  return (
    <PageSection title={query.data?.title ?? t`Issue`} width="4xl">
      <PageFrame query={query} what={t`this issue`} notFound={{ title: t`This issue was not found`, back: { to: '/dashboard/issues', label: t`Back to your issues` } }}>
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
  const orderId = issue.order_id;

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
                  <Trans>Status</Trans>
                </Text>
                <StatusBadge status={issue.status.name} />
              </HStack>
              <IssueMeta topic={issue.topic} createdAt={issue.created_at} />
              {issue.order_id !== null && (
                <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
                  <RouterLink to={`/dashboard/orders/${orderId}`}>
                    <Trans>About your order #{orderId}</Trans>
                  </RouterLink>
                </Link>
              )}
            </Stack>
            <Button variant="outline" colorPalette="brand" size="sm" onClick={() => setDialog(true)}>
              <Trans>Change Status</Trans>
            </Button>
          </HStack>
          <AuthorLine author={issue.author} at={issue.created_at} />
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {issue.description}
          </Text>
          <AttachmentList attachments={issue.attachments} open={openAttachment} />
        </Card.Body>
      </Card.Root>

      <Conversation comments={comments} openAttachment={openAttachment}>
        {issue.status.name === 'Closed' ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>This issue is Closed, so it takes no more comments. If you still need help, reopen it from Change Status.</Trans>
          </Text>
        ) : (
          <CommentForm send={(input) => comment.mutateAsync(input)} helper={issue.status.name === 'Resolved' ? t`This issue is Resolved. Adding a comment reopens it.` : undefined} />
        )}
      </Conversation>

      {dialog && (
        <Suspense fallback={null}>
          <StatusDialog status={issue.status.name} busy={busy} onChoose={(action) => void choose(action)} onClose={() => setDialog(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
