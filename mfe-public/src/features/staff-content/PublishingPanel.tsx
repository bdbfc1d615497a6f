import { useState, type ReactNode } from 'react';
import { errorMessage, type ApiResult } from 'shared-api';
import type { PublishState } from 'shared-api/validation/publishing';
import { Box, Button, Flex, formatDateTime, HStack, Link, notifyError, notifySuccess, RouterLink, Stack, Text } from 'shared-ui';
import { PreviewBanner } from 'shared-ui/staff';
import { StatusBadge } from './StatusBadge';

export interface PublishingPanelProps {
  status: PublishState;
  publishAt: string | null;
  /** What each state means for visitors; a scheduled or published record's sentence is followed by its time. */
  says: Record<PublishState, string>;
  /** Where visitors read the record, when it has a page of its own. */
  address?: {
    path: string;
    /** the link shown once it is published: 'See it on the blog' */
    link: string;
    /** said of a draft's address: 'it follows the title until the post is first published' */
    draftNote?: string;
  };
  /** The record as visitors will see it; rendered only while the preview is open, so its read waits until then. */
  preview(): ReactNode;
  /** Back to a draft (a mutation's `mutateAsync`); its message is the Success notification. */
  unpublish(): Promise<ApiResult<unknown>>;
  unpublishing: boolean;
}

/** Whether visitors see a record, since when, its address, a way to take it back, and its preview. */
export function PublishingPanel({ status, publishAt, says, address, preview, unpublish, unpublishing }: PublishingPanelProps) {
  const [previewing, setPreviewing] = useState(false);
  const takeBack = async () => {
    try {
      notifySuccess((await unpublish()).message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <StatusBadge status={status} />
        {status === 'published' && address && (
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={address.path}>{address.link}</RouterLink>
          </Link>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {says[status]}
        {status !== 'draft' && publishAt && ` ${formatDateTime(publishAt)} (Karachi time).`}
        {address && ` Address: ${address.path}`}
        {address && (status === 'draft' && address.draftNote ? ` (${address.draftNote}).` : '.')}
      </Text>
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button size="sm" variant="outline" aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
          {previewing ? 'Close the preview' : 'Preview'}
        </Button>
        {status !== 'draft' && (
          <Button size="sm" variant="outline" colorPalette="red" loading={unpublishing} onClick={() => void takeBack()}>
            Unpublish
          </Button>
        )}
      </Flex>
      {previewing && (
        <Box borderWidth="1px" borderRadius="l3" overflow="hidden">
          <PreviewBanner published={status === 'published'}>As last saved. Save the form to see your changes here.</PreviewBanner>
          {preview()}
        </Box>
      )}
    </Stack>
  );
}
