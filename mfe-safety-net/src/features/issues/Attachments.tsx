import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage, formatFileSize } from 'shared-api';
import { Badge, Button, HStack, notifyError, saveFile, Stack, Text, VisuallyHidden } from 'shared-ui';
import type { IssueAttachment } from './shapes';

/** What a file is, in a word: PDF, JPG or PNG. */
export const fileKind = (mime: IssueAttachment['mime']) => (mime === 'application/pdf' ? 'PDF' : mime === 'image/png' ? 'PNG' : 'JPG');

/**
 * Shows a fetched file in a new tab, where the browser displays a picture or a PDF; saves it instead when the browser
 * keeps the tab from opening. The tab is opened at the press itself (a tab opened after the download would be taken
 * for a pop-up), and shut again if the download fails.
 */
export async function openInNewTab(fetchFile: () => Promise<Blob>, name: string) {
  const tab = window.open('', '_blank');
  let file: Blob;
  try {
    file = await fetchFile();
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!tab || tab.closed) {
    saveFile(file, name);
    return;
  }
  const url = URL.createObjectURL(file);
  tab.location.href = url;
  // The tab has read it by then; the memory goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The files attached to an issue or a comment, each a button that opens it. Nothing is downloaded until one is
 * pressed: `open` fetches the file (the member's call, or the staff's).
 */
export function AttachmentList({ attachments, open, label }: { attachments: readonly IssueAttachment[] | undefined; open(id: number): Promise<Blob>; label?: string }) {
  if (!attachments?.length) return null;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={label ?? t`Attached files`}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <AttachmentButton attachment={attachment} open={open} />
        </li>
      ))}
    </Stack>
  );
}

function AttachmentButton({ attachment, open }: { attachment: IssueAttachment; open(id: number): Promise<Blob> }) {
  const [busy, setBusy] = useState(false);
  const kind = fileKind(attachment.mime);
  const size = formatFileSize(attachment.bytes);
  const press = async () => {
    setBusy(true);
    try {
      await openInNewTab(() => open(attachment.id), attachment.name);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    // Its name is what it shows, after "Open": "Open PDF receipt.pdf 47 KB".
    <Button variant="outline" size="sm" w={{ base: 'full', sm: 'auto' }} maxW="full" justifyContent="start" loading={busy} onClick={() => void press()}>
      <VisuallyHidden>
        <Trans>Open</Trans>
      </VisuallyHidden>
      <HStack as="span" gap="2" minW="0" w={{ base: 'full', sm: 'auto' }}>
        <Badge size="sm" variant="subtle" colorPalette={kind === 'PDF' ? 'red' : 'blue'} flexShrink={0}>
          {kind}
        </Badge>
        <Text as="span" truncate minW="0" flex={{ base: '1', sm: 'initial' }} textAlign="start">
          {attachment.name}
        </Text>
        <Text as="span" color="fg.muted" fontWeight="normal" flexShrink={0}>
          {size}
        </Text>
      </HStack>
    </Button>
  );
}
