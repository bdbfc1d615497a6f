import type { ApiResult } from 'shared-api';
import { Button, HStack, Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextareaField, TextField } from 'shared-ui/forms';
import type { SavedReply } from '../../shapes';
import { ISSUE_TEXT_MAX, savedReplySchema, type SavedReplyInput } from '../../validation';

/** A saved reply's title and text, to add one or change one. `save` is a mutation hook's `mutateAsync`. */
export function SavedReplyForm({
  label,
  initialValues = { title: '', body: '' },
  submitLabel,
  save,
  onSaved,
  onCancel,
}: {
  label: string;
  initialValues?: SavedReplyInput;
  submitLabel: string;
  save(input: SavedReplyInput): Promise<ApiResult<SavedReply>>;
  onSaved?(): void;
  onCancel?(): void;
}) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={savedReplySchema}
      onSubmit={submitCall((values: SavedReplyInput) => save(savedReplySchema.cast(values)), {
        onSuccess: (_result, helpers) => {
          helpers.resetForm();
          onSaved?.();
        },
      })}
    >
      <Form noValidate aria-label={label}>
        <Stack gap="3">
          <TextField name="title" label="Title" helper="What staff pick it by on an issue's page." required />
          <TextareaField name="body" label="Reply" rows={5} maxLength={ISSUE_TEXT_MAX} required />
          <HStack gap="2" wrap="wrap">
            <SubmitButton flex={{ base: '1', md: 'none' }}>{submitLabel}</SubmitButton>
            {onCancel && (
              <Button variant="outline" flex={{ base: '1', md: 'none' }} onClick={onCancel}>
                Cancel
              </Button>
            )}
          </HStack>
        </Stack>
      </Form>
    </Formik>
  );
}

