import type { ApiResult } from 'shared-api';
import { Card, Stack } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, TextareaField, TextField } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { scheduledInput } from '../../../staff-content/karachi-time';
import { PdfField } from '../../../staff-content/PdfField';
import { PublishActions, usePublishFlow, type PublishIntent } from '../../../staff-content/PublishControls';
import type { StaffPublication } from '../../shapes';
import { publicationSchema, type PublicationInput } from '../../staff-validation';

/** The form's values: the publication as saved, and the time a schedule is for. */
export type PublicationFormValues = Omit<PublicationInput, 'featured_image' | 'report'> & { featured_image: string | null; report: string | null; publish_at: string };

export const blankPublication: PublicationFormValues = { title: '', name: 'Research Report', excerpt: '', featured_image: null, report: null, publish_at: '' };

export const publicationValuesOf = (publication: StaffPublication): PublicationFormValues => ({
  title: publication.title,
  name: publication.name,
  excerpt: publication.excerpt,
  featured_image: publication.featured_image,
  report: publication.report,
  publish_at: scheduledInput(publication),
});

const toInput = ({ publish_at: _at, ...values }: PublicationFormValues): PublicationInput =>
  publicationSchema.cast({ ...values, featured_image: values.featured_image ?? '', report: values.report ?? '' });

/** The publication's editor: its card (title, kind, summary, picture) and the report visitors receive by e-mail. */
export function PublicationForm({
  initialValues,
  published = false,
  reportBytes,
  onSave,
  onPublish,
  onDone,
}: {
  initialValues: PublicationFormValues;
  published?: boolean;
  /** the saved report's size */
  reportBytes?: number;
  onSave(input: PublicationInput): Promise<ApiResult<StaffPublication>>;
  onPublish(id: number, at: string | null): Promise<ApiResult<StaffPublication>>;
  onDone?(publication: StaffPublication, intent: PublishIntent): void;
}) {
  const { intent, validate, onSubmit } = usePublishFlow<PublicationFormValues, StaffPublication>({ save: (values) => onSave(toInput(values)), publish: onPublish, done: onDone });
  return (
    <Card.Root>
      <Card.Body>
        <Formik initialValues={initialValues} validationSchema={publicationSchema} validate={validate} onSubmit={onSubmit}>
          <Form noValidate aria-label="Publication">
            <Stack gap="4">
              <ErrorSummary />
              <TextField name="title" label="Title" required />
              <TextField name="name" label="Kind of publication" required helper="Shown above the title: Research Report, Policy Brief…" />
              <TextareaField name="excerpt" label="Summary" rows={3} maxLength={600} required />
              <ImageField name="featured_image" label="Featured image" required />
              <PdfField name="report" label="Report" required bytes={reportBytes} hint="Sent by e-mail to whoever asks for it; never listed on the site." />
              <PublishActions intent={intent} published={published} scheduleHint="Visitors see the publication from this time on." />
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
