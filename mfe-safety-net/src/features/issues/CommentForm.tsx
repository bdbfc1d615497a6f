import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { ApiResult } from 'shared-api';
import { ISSUE_TEXT_MAX } from 'shared-api/limits';
import { Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextareaField } from 'shared-ui/forms';
import { memberCommentSchema } from './schema';
import { AttachmentField } from './AttachmentField';
import type { IssueComment } from './shapes';
import type { MemberCommentInput } from './validation';

const initialValues: MemberCommentInput = { description: '', attachments: [] };

/**
 * The member's comment box (spec: core §5 — "Please enter a comment") with the files they attach. `send` is a
 * mutation hook's `mutateAsync` (features/issues/api.ts), which refreshes the conversation; `helper` says what
 * sending does (a comment on a Resolved issue reopens it).
 */
export function CommentForm({ send, helper }: { send(input: MemberCommentInput): Promise<ApiResult<IssueComment>>; helper?: ReactNode }) {
  const [uploading, setUploading] = useState(false);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={memberCommentSchema}
      onSubmit={submitCall(async (values: MemberCommentInput) => send(await memberCommentSchema.cast(values)), {
        onSuccess: (_result, helpers) => helpers.resetForm(),
      })}
    >
      <Form noValidate aria-label={t`Add a comment`}>
        <Stack gap="3">
          <TextareaField name="description" label={t`Add a comment`} helper={helper} rows={4} maxLength={ISSUE_TEXT_MAX} required />
          <AttachmentField onUploading={setUploading} />
          <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }} disabled={uploading}>
            <Trans>Add comment</Trans>
          </SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
