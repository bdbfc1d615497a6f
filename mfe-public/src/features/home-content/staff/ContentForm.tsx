import type { ReactNode } from 'react';
import type { ApiResult } from 'shared-api';
import { Card, Stack } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik } from 'shared-ui/forms';
import { PublishActions, usePublishFlow, type PublishIntent, type SchedulableValues } from '../../staff-content/PublishControls';

export interface ContentFormProps<V extends SchedulableValues, R extends { id: number }> {
  /** names the form for screen readers: 'Board member' */
  label: string;
  initialValues: V;
  /** the rules of the form, the server's own (shared-api/validation/home-content) */
  schema: object;
  /** the record is published or scheduled: the form saves it, and the page offers Unpublish */
  published?: boolean;
  scheduleHint: string;
  /** saves the values (a mutation's `mutateAsync`), then `onPublish` publishes the saved record now (null) or at a time */
  onSave(values: V): Promise<ApiResult<R>>;
  onPublish(id: number, at: string | null): Promise<ApiResult<R>>;
  onDone?(record: R, intent: PublishIntent): void;
  /** the fields */
  children: ReactNode;
}

/** A staff record's form: its fields, the error summary, and Save draft / Publish now / Schedule. */
export function ContentForm<V extends SchedulableValues, R extends { id: number }>({ label, initialValues, schema, published = false, scheduleHint, onSave, onPublish, onDone, children }: ContentFormProps<V, R>) {
  const { intent, validate, onSubmit } = usePublishFlow<V, R>({ save: onSave, publish: onPublish, done: onDone });
  return (
    <Card.Root>
      <Card.Body>
        <Formik initialValues={initialValues} validationSchema={schema} validate={validate} onSubmit={onSubmit}>
          <Form noValidate aria-label={label}>
            <Stack gap="4">
              <ErrorSummary />
              {children}
              <PublishActions intent={intent} published={published} scheduleHint={scheduleHint} />
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
