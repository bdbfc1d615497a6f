import type { ApiResult } from 'shared-api';
import { Card, Stack } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, TextareaField, TextField } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { scheduledInput } from '../../../staff-content/karachi-time';
import { PublishActions, usePublishFlow, type PublishIntent } from '../../../staff-content/PublishControls';
import type { StaffMediaMention } from '../../shapes';
import { EXCERPT_MAX, FEATURED_ORDER_MAX, mediaMentionSchema, type MediaMentionInput } from '../../staff-validation';

/** The form's values: the mention as saved (its place in the carousel as typed), and the time a schedule is for. */
export type MediaMentionFormValues = Omit<MediaMentionInput, 'logo' | 'featured_order'> & { logo: string | null; featured_order: string; publish_at: string };

export const blankMediaMention: MediaMentionFormValues = { title: '', outlet: '', excerpt: '', logo: null, link: '', published_on: '', featured_order: '', publish_at: '' };

export const mentionValuesOf = (mention: StaffMediaMention): MediaMentionFormValues => ({
  title: mention.title,
  outlet: mention.outlet,
  excerpt: mention.excerpt,
  logo: mention.logo,
  link: mention.link,
  published_on: mention.published_on,
  featured_order: mention.featured_order === null ? '' : String(mention.featured_order),
  publish_at: scheduledInput(mention),
});

const toInput = ({ publish_at: _at, ...values }: MediaMentionFormValues): MediaMentionInput => mediaMentionSchema.cast({ ...values, logo: values.logo ?? '' });

/** A media mention's editor: the outlet, its logo, the article's title, excerpt, day and link, and its place on the home page. */
export function MediaMentionForm({
  initialValues,
  published = false,
  onSave,
  onPublish,
  onDone,
}: {
  initialValues: MediaMentionFormValues;
  published?: boolean;
  onSave(input: MediaMentionInput): Promise<ApiResult<StaffMediaMention>>;
  onPublish(id: number, at: string | null): Promise<ApiResult<StaffMediaMention>>;
  onDone?(mention: StaffMediaMention, intent: PublishIntent): void;
}) {
  const { intent, validate, onSubmit } = usePublishFlow<MediaMentionFormValues, StaffMediaMention>({ save: (values) => onSave(toInput(values)), publish: onPublish, done: onDone });
  return (
    <Card.Root>
      <Card.Body>
        <Formik initialValues={initialValues} validationSchema={mediaMentionSchema} validate={validate} onSubmit={onSubmit}>
          <Form noValidate aria-label="Media mention">
            <Stack gap="4">
              <ErrorSummary />
              <TextField name="outlet" label="Outlet" required helper="The newspaper, magazine or site: The Daily Indus." />
              <ImageField name="logo" label="Outlet's logo" required look="logo" alt="" />
              <TextField name="title" label="Title of the article" required />
              <TextareaField name="excerpt" label="Excerpt" rows={3} maxLength={EXCERPT_MAX} required helper="The list shows its first 100 characters." />
              <TextField name="link" label="Link to the article" type="url" inputMode="url" required placeholder="https://" />
              <TextField name="published_on" label="Date of the article" type="date" required />
              <TextField
                name="featured_order"
                label="Place in the home page's Featured in logos"
                inputMode="numeric"
                helper={`1 shows first, up to ${FEATURED_ORDER_MAX}. Empty: not on the home page.`}
              />
              <PublishActions intent={intent} published={published} scheduleHint="Visitors see the mention from this time on." />
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
