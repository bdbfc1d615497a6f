import { useState } from 'react';
import { defineQuery, errorMessage } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Button, Card, formatDateTime, Heading, HStack, Link, notifySuccess, PageFrame, PageSection, RouterLink, Stack, Text } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';
import { getSavedReplies, issueKeys, useCreateSavedReply, useDeleteSavedReply, useUpdateSavedReply } from '../../api';
import { SavedReplyForm } from './SavedReplyForm';
import type { SavedReply } from '../../shapes';

/** Staff: the replies every staff member can insert into an answer, each to add, change or delete. */
export default function StaffSavedRepliesPage() {
  const query = useQuery(defineQuery(issueKeys.savedReplies, getSavedReplies));
  const create = useCreateSavedReply();
  return (
    <PageSection
      title="Saved replies"
      width="4xl"
      lead={
        <>
          Every staff member can insert these into a reply on an issue’s page, and edit it there before sending.{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/staff/issues">Member issues</RouterLink>
          </Link>
        </>
      }
    >
      <Stack gap="8">
        <Stack as="section" gap="3" aria-labelledby="new-reply-heading">
          <Heading as="h2" size="md" id="new-reply-heading">
            New saved reply
          </Heading>
          <SavedReplyForm label="New saved reply" submitLabel="Save reply" save={(input) => create.mutateAsync(input)} />
        </Stack>
        <PageFrame query={query} what="the saved replies" empty={{ when: (list) => list.length === 0, title: 'No saved replies yet', description: 'Replies you save here can be inserted into an answer.' }}>
          {(list) => (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Saved replies">
              {list.map((reply) => (
                <SavedReplyItem key={reply.id} reply={reply} />
              ))}
            </Stack>
          )}
        </PageFrame>
      </Stack>
    </PageSection>
  );
}

function SavedReplyItem({ reply }: { reply: SavedReply }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateSavedReply(reply.id);
  const remove = useDeleteSavedReply();
  return (
    <li>
      <Card.Root variant="outline" as="article" size="sm" aria-label={reply.title}>
        <Card.Body gap="3">
          {editing ? (
            <SavedReplyForm
              label={`Change ${reply.title}`}
              initialValues={{ title: reply.title, body: reply.body }}
              submitLabel="Save changes"
              save={(input) => update.mutateAsync(input)}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <>
              <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                <Stack gap="0">
                  <Heading as="h3" size="sm" overflowWrap="anywhere">
                    {reply.title}
                  </Heading>
                  <Text fontSize="xs" color="fg.muted">
                    Changed <time dateTime={reply.updated_at}>{formatDateTime(reply.updated_at)}</time>
                  </Text>
                </Stack>
                <HStack gap="2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                </HStack>
              </HStack>
              <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
                {reply.body}
              </Text>
            </>
          )}
        </Card.Body>
      </Card.Root>
      {deleting && (
        <SimpleDialog
          title="Delete this saved reply?"
          description={reply.title}
          onClose={() => setDeleting(false)}
          confirm={{ label: 'Delete', colorPalette: 'red', action: async () => notifySuccess((await remove.mutateAsync(reply.id)).message), describeFailure: errorMessage }}
        >
          <Text>Staff will no longer be able to insert it. Replies already sent are not changed.</Text>
        </SimpleDialog>
      )}
    </li>
  );
}
