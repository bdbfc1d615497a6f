import type { ApiResult } from 'shared-api';
import { Card, Stack, Text } from 'shared-ui';
import { CheckboxField } from 'shared-ui/staff';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, TextareaField, TextField } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { RichTextField } from 'shared-ui/rich-text-editor';
import { scheduledInput } from '../../../staff-content/karachi-time';
import { PdfListField, type PdfEntry } from '../../../staff-content/PdfField';
import { PublishActions, usePublishFlow, type PublishIntent } from '../../../staff-content/PublishControls';
import type { StaffPressRelease } from '../../shapes';
import { EXCERPT_MAX, PRESS_PDFS_MAX, pressReleaseSchema, type PressReleaseInput } from '../../staff-validation';

/** The form's values: the release as saved (its PDFs with their sizes), and the time a schedule is for. */
export type PressReleaseFormValues = Omit<PressReleaseInput, 'featured_image' | 'pdf'> & { featured_image: string | null; pdf: PdfEntry[]; publish_at: string };

export const PRESS_OFFICE = 'Pakistan Freelancers Association, Press Office';

export const blankPressRelease: PressReleaseFormValues = { title: '', excerpt: '', content: '', featured_image: null, name: PRESS_OFFICE, featured: false, pdf: [], publish_at: '' };

export const pressValuesOf = (release: StaffPressRelease): PressReleaseFormValues => ({
  title: release.title,
  excerpt: release.excerpt,
  content: release.content,
  featured_image: release.featured_image,
  name: release.name,
  featured: release.featured,
  pdf: release.pdf,
  publish_at: scheduledInput(release),
});

const toInput = ({ publish_at: _at, pdf, ...values }: PressReleaseFormValues): PressReleaseInput =>
  pressReleaseSchema.cast({ ...values, featured_image: values.featured_image ?? '', pdf: pdf.map(({ name, file }) => ({ name, file })) });

/**
 * The press release's editor. `onSave` saves the form (a mutation's `mutateAsync`), `onPublish` publishes the saved
 * release now (null) or at a time; `onDone` is what the page does next with the release the server answered.
 */
export function PressReleaseForm({
  initialValues,
  published = false,
  onSave,
  onPublish,
  onDone,
}: {
  initialValues: PressReleaseFormValues;
  /** published or scheduled: the form saves it, and the page offers Unpublish */
  published?: boolean;
  onSave(input: PressReleaseInput): Promise<ApiResult<StaffPressRelease>>;
  onPublish(id: number, at: string | null): Promise<ApiResult<StaffPressRelease>>;
  onDone?(release: StaffPressRelease, intent: PublishIntent): void;
}) {
  const { intent, validate, onSubmit } = usePublishFlow<PressReleaseFormValues, StaffPressRelease>({ save: (values) => onSave(toInput(values)), publish: onPublish, done: onDone });
  return (
    <Card.Root>
      <Card.Body>
        <Formik initialValues={initialValues} validationSchema={pressReleaseSchema} validate={validate} onSubmit={onSubmit}>
          <Form noValidate aria-label="Press release">
            <Stack gap="4">
              <ErrorSummary />
              <TextField name="title" label="Title" required />
              <TextareaField name="excerpt" label="Excerpt" rows={2} maxLength={EXCERPT_MAX} helper="Shown on the press releases' cards. Empty: the start of the text." />
              <ImageField name="featured_image" label="Featured image" required />
              <RichTextField name="content" label="Press release" required />
              <Text fontSize="sm" color="fg.muted">
                The text is saved as written; anything that could run in a visitor&apos;s browser is removed.
              </Text>
              <TextField name="name" label="Issued by" required helper="Shown under the text." />
              <PdfListField name="pdf" label="PDF downloads" max={PRESS_PDFS_MAX} />
              <CheckboxField name="featured" label="Show on the home page" helper="In the Press shows the three latest published releases that have this ticked." />
              <PublishActions intent={intent} published={published} scheduleHint="Visitors see the press release from this time on." />
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
