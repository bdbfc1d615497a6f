import { t } from '@lingui/core/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage, formatFileSize } from 'shared-api';
import { uploadIssueAttachment } from './api';
import { attachmentProblem, ISSUE_ATTACHMENT_MAX_BYTES, ISSUE_ATTACHMENT_MESSAGES, ISSUE_ATTACHMENT_TYPES, ISSUE_ATTACHMENTS_MAX } from 'shared-api/limits';
import { Button, chakra, HStack, Spinner, Stack, Text } from 'shared-ui';
import { useField, useFormikContext } from 'shared-ui/forms';
import { fileKind } from './Attachments';
import type { IssueAttachment } from './shapes';

const MAX_MB = ISSUE_ATTACHMENT_MAX_BYTES / (1024 * 1024);
/** What may be attached, in the page's language. */
const attachmentHint = () => t`Pictures (JPG, PNG) or PDFs, up to ${MAX_MB} MB each, at most ${ISSUE_ATTACHMENTS_MAX}.`;

/**
 * Files for a new issue or a comment (the formik field holds the attachments' numbers): each chosen file is checked
 * in the browser (type, size, how many), uploaded at once (the server checks its bytes again) and listed with a
 * Remove button. `onUploading` tells the form while a file is on its way, so that it is not sent without it.
 */
export function AttachmentField({ name = 'attachments', label, onUploading }: { name?: string; label?: string; onUploading?(busy: boolean): void }) {
  const inputId = useId();
  const hintId = useId();
  const [field, meta, helpers] = useField<number[]>(name);
  const { submitCount } = useFormikContext();
  // What each uploaded file is, to list it; the field itself holds only their numbers.
  const [known, setKnown] = useState<Record<number, IssueAttachment>>({});
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = field.value ?? [];
  const error = problem ?? ((meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!chosen.length) return;
    const found = ids.length + chosen.length > ISSUE_ATTACHMENTS_MAX ? ISSUE_ATTACHMENT_MESSAGES.count : (chosen.map(attachmentProblem).find(Boolean) ?? null);
    setProblem(found);
    if (found) return;
    let taken = ids;
    onUploading?.(true);
    try {
      for (const file of chosen) {
        setUploading(file.name);
        const { data } = await uploadIssueAttachment(file);
        setKnown((all) => ({ ...all, [data.id]: data }));
        taken = [...taken, data.id];
        await helpers.setValue(taken);
      }
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setUploading(null);
      onUploading?.(false);
    }
  };

  const remove = (id: number) => {
    setProblem(null);
    void helpers.setValue(ids.filter((other) => other !== id));
  };

  return (
    <Stack gap="2">
      <chakra.label htmlFor={inputId} fontWeight="medium" fontSize="sm">
        {label ?? t`Attach files`}
      </chakra.label>
      <chakra.input
        id={inputId}
        type="file"
        multiple
        accept={ISSUE_ATTACHMENT_TYPES.join(',')}
        data-field={name}
        onChange={(event) => void choose(event)}
        disabled={uploading !== null || ids.length >= ISSUE_ATTACHMENTS_MAX}
        fontSize="sm"
        maxW="full"
        aria-invalid={Boolean(error)}
        aria-describedby={hintId}
      />
      {error ? (
        <Text id={hintId} role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : (
        <Text id={hintId} color="fg.muted" fontSize="sm">
          {attachmentHint()}
        </Text>
      )}
      {uploading && (
        <HStack gap="2" fontSize="sm" color="fg.muted" role="status">
          <Spinner size="xs" />
          <Text truncate minW="0">{t`Uploading ${uploading}…`}</Text>
        </HStack>
      )}
      {ids.length > 0 && (
        <Stack as="ul" gap="1.5" listStyleType="none" aria-label={t`Files to send`}>
          {ids.map((id) => {
            const file = known[id];
            const fileName = file?.name ?? t`File ${id}`;
            return (
              <HStack as="li" key={id} gap="2" justify="space-between" borderWidth="1px" borderRadius="l2" px="3" py="1.5" fontSize="sm" minW="0">
                <Stack gap="0" minW="0" flex="1">
                  <Text truncate>{fileName}</Text>
                  {file && (
                    <Text fontSize="xs" color="fg.muted">
                      {fileKind(file.mime)}, {formatFileSize(file.bytes)}
                    </Text>
                  )}
                </Stack>
                <Button size="xs" variant="ghost" flexShrink={0} disabled={uploading !== null} aria-label={t`Remove ${fileName}`} onClick={() => remove(id)}>
                  {t`Remove`}
                </Button>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
