import type { ApiResult, IssueComment } from 'shared-api';
import { ISSUE_TEXT_MAX } from 'shared-api/limits';
import type { CommentInput } from 'shared-api/validation/issues';
import { Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextareaField } from 'shared-ui/forms';
import { commentSchema } from '../forms/schemas';

/**
 * The comment box (spec: core §5 — "Please enter a comment"); staff use it to reply. `send` is a mutation hook's
 * `mutateAsync` (features/issues/api.ts), which refreshes the conversation.
 */
export function CommentForm({ send, label = 'Add a comment', button = 'Add comment' }: { send(input: CommentInput): Promise<ApiResult<IssueComment>>; label?: string; button?: string }) {
  return (
    <Formik
      initialValues={{ description: '' } as CommentInput}
      validationSchema={commentSchema}
      onSubmit={submitCall(async (values: CommentInput) => send(await commentSchema.cast(values)), {
        onSuccess: (_result, helpers) => helpers.resetForm(),
      })}
    >
      <Form noValidate aria-label={label}>
        <Stack gap="3">
          <TextareaField name="description" label={label} rows={4} maxLength={ISSUE_TEXT_MAX} required />
          <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>{button}</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
