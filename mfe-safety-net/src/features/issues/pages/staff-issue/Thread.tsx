import type { UseQueryResult } from 'shared-api/query';
import { Badge, Card, Heading, PageFrame, Stack, Text } from 'shared-ui';
import { AttachmentList } from '../../Attachments';
import { AuthorLine, NOTE_LOOK, ReopenedNote } from '../../parts';
import type { IssueComment, IssueNote } from '../../shapes';
import { getStaffIssueAttachment } from '../../api';

const openAttachment = (id: number) => getStaffIssueAttachment(id);

type Entry = { kind: 'comment'; item: IssueComment } | { kind: 'note'; item: IssueNote };

/** Comments and notes in the order they were written; at the same moment, what the member saw comes first. */
export function threadOf(comments: IssueComment[], notes: IssueNote[]): Entry[] {
  const entries: Entry[] = [...comments.map((item) => ({ kind: 'comment' as const, item })), ...notes.map((item) => ({ kind: 'note' as const, item }))];
  return entries.sort((a, b) => a.item.created_at.localeCompare(b.item.created_at) || (a.kind === b.kind ? a.item.id - b.item.id : a.kind === 'comment' ? -1 : 1));
}

/**
 * The staff's view of an issue's conversation: the member's comments and staff replies, with the internal notes
 * between them, each note tinted orange and labelled so that nobody mistakes it for something the member read.
 */
export function Thread({ comments, notes }: { comments: UseQueryResult<IssueComment[]>; notes: UseQueryResult<IssueNote[]> }) {
  return (
    <Stack as="section" gap="4" aria-labelledby="thread-heading">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="thread-heading">
          Conversation
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Internal notes, tinted orange, are for staff only: the member never sees them.
        </Text>
      </Stack>
      <PageFrame query={comments} what="the comments">
        {(commentList) => (
          <PageFrame query={notes} what="the internal notes">
            {(noteList) => <ThreadList entries={threadOf(commentList, noteList)} />}
          </PageFrame>
        )}
      </PageFrame>
    </Stack>
  );
}

function ThreadList({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        No comments or notes yet.
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Conversation and internal notes, oldest first">
      {entries.map(({ kind, item }) =>
        kind === 'note' ? (
          <li key={`note-${item.id}`}>
            <Card.Root variant="outline" as="article" size="sm" {...NOTE_LOOK} aria-label="Internal note">
              <Card.Body gap="2">
                <Badge alignSelf="start" colorPalette="orange" variant="solid" size="sm">
                  Internal note · staff only
                </Badge>
                <AuthorLine author={item.author} at={item.created_at} />
                <Text whiteSpace="pre-line" overflowWrap="anywhere">
                  {item.description}
                </Text>
              </Card.Body>
            </Card.Root>
          </li>
        ) : (
          <li key={`comment-${item.id}`}>
            <Card.Root variant="outline" as="article" size="sm" bg={item.author.role === 'member' ? undefined : 'brand.subtle/40'}>
              <Card.Body gap="2">
                <AuthorLine author={item.author} at={item.created_at} />
                {item.reopened && <ReopenedNote />}
                <Text whiteSpace="pre-line" overflowWrap="anywhere">
                  {item.description}
                </Text>
                <AttachmentList attachments={item.attachments} open={openAttachment} label="Files attached to this comment" />
              </Card.Body>
            </Card.Root>
          </li>
        ),
      )}
    </Stack>
  );
}
