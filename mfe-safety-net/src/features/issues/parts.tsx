import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { IssueStatus } from 'shared-api';
import type { UseQueryResult } from 'shared-api/query';
import { Badge, Box, Card, formatDate, formatDateTime, Heading, HStack, MemberPhoto, PageFrame, Stack, Text } from 'shared-ui';
import { AttachmentList } from './Attachments';
import { statusLabel, topicLabel } from './labels';
import type { IssueAuthor, IssueComment } from './shapes';

const statusPalette: Record<IssueStatus, string> = { Open: 'blue', Resolved: 'green', Closed: 'gray' };

/** How an internal note looks wherever staff read or write one: tinted orange, so it is never taken for a reply. */
export const NOTE_LOOK = { bg: 'orange.subtle', borderWidth: '1px', borderColor: 'orange.emphasized' } as const;

/** The issue's status as a badge: Open, Resolved or Closed. */
export function StatusBadge({ status }: { status: IssueStatus }) {
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle" size="md">
      {statusLabel(status)}
    </Badge>
  );
}

/** Marks an issue with a staff reply the member has not read yet. */
export function NewReplyBadge() {
  return (
    <Badge colorPalette="orange" variant="subtle" size="md">
      <Trans>New reply</Trans>
    </Badge>
  );
}

/** spec: core — authors carry a role label. Staff and admins both read as Staff to members. */
export const roleLabel = (role: IssueAuthor['role']) => (role === 'member' ? t`Member` : t`Staff`);

/** Who wrote it: photo (or initials), name and role label, and when. */
export function AuthorLine({ author, at }: { author: IssueAuthor; at: string }) {
  const staff = author.role !== 'member';
  const labelPalette = staff ? 'brand' : 'gray';
  return (
    <HStack gap="3" align="center">
      {author.avatar ? (
        <MemberPhoto image={author.avatar} size={36} />
      ) : (
        <Box aria-hidden="true" boxSize="36px" minW="36px" borderRadius="full" bg={author.role === 'member' ? 'gray.subtle' : 'brand.subtle'} color={author.role === 'member' ? 'fg.muted' : 'brand.fg'} display="flex" alignItems="center" justifyContent="center" fontSize="sm" fontWeight="semibold">
          {author.name.slice(0, 1).toUpperCase()}
        </Box>
      )}
      <Stack gap="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{author.name}</Text>
          <Badge size="sm" variant={staff ? 'solid' : 'outline'} colorPalette={labelPalette}>
            {roleLabel(author.role)}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          <time dateTime={at}>{formatDateTime(at)}</time>
        </Text>
      </Stack>
    </HStack>
  );
}

/** Marks the member's comment that reopened their Resolved issue, wherever the conversation is read. */
export function ReopenedNote() {
  return (
    <Badge alignSelf="start" colorPalette="blue" variant="subtle" size="sm">
      <Trans>Reopened the issue</Trans>
    </Badge>
  );
}

/** The conversation under an issue, oldest first, the newest last; `openAttachment` fetches a comment's file. */
export function CommentList({ comments, openAttachment }: { comments: IssueComment[]; openAttachment(id: number): Promise<Blob> }) {
  if (comments.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>No comments yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label={t`Comments, oldest first`}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <Card.Root variant="outline" as="article" bg={comment.author.role === 'member' ? undefined : 'brand.subtle/40'}>
            <Card.Body gap="3">
              <AuthorLine author={comment.author} at={comment.created_at} />
              {comment.reopened && <ReopenedNote />}
              <Text whiteSpace="pre-line" overflowWrap="anywhere">
                {comment.description}
              </Text>
              <AttachmentList attachments={comment.attachments} open={openAttachment} label={t`Files attached to this comment`} />
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </Stack>
  );
}

/** "Banking · 23 November 2026" */
export function IssueMeta({ topic, createdAt }: { topic: string; createdAt: string }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {topicLabel(topic)} · <time dateTime={createdAt}>{formatDate(createdAt)}</time>
    </Text>
  );
}

/** The Comments section of an issue: the conversation, then what may be added to it. */
export function Conversation({ comments, openAttachment, children }: { comments: UseQueryResult<IssueComment[]>; openAttachment(id: number): Promise<Blob>; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-labelledby="comments-heading">
      <Heading as="h2" size="lg" id="comments-heading">
        <Trans>Comments</Trans>
      </Heading>
      <PageFrame query={comments} what={t`the comments`}>
        {(list) => <CommentList comments={list} openAttachment={openAttachment} />}
      </PageFrame>
      {children}
    </Stack>
  );
}
