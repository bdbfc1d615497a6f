import type { ApiResult } from 'shared-api';
import type { StaffHighlight } from '../shapes';
import { highlightSchema, type HighlightInput } from '../staff-validation';
import { TextField } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { scheduledInput } from '../../staff-content/karachi-time';
import type { PublishIntent } from '../../staff-content/PublishControls';
import { ContentForm } from './ContentForm';

export type HighlightFormValues = Omit<HighlightInput, 'thumbnail'> & { thumbnail: string | null; publish_at: string };

export const blankHighlight: HighlightFormValues = { name: '', position: '', organisation: '', video_url: '', thumbnail: null, publish_at: '' };

export const highlightValues = (h: StaffHighlight): HighlightFormValues => ({
  name: h.name,
  position: h.position,
  organisation: h.organisation,
  video_url: h.video_url,
  thumbnail: h.thumbnail,
  publish_at: scheduledInput(h),
});

const toInput = ({ publish_at: _at, ...values }: HighlightFormValues): HighlightInput => highlightSchema.cast({ ...values, thumbnail: values.thumbnail ?? '' });

/** A highlight video's form: who speaks, the YouTube link, and the thumbnail the player shows until it plays. */
export function HighlightForm({
  initialValues,
  published,
  onSave,
  onPublish,
  onDone,
}: {
  initialValues: HighlightFormValues;
  published?: boolean;
  onSave(input: HighlightInput): Promise<ApiResult<StaffHighlight>>;
  onPublish(id: number, at: string | null): Promise<ApiResult<StaffHighlight>>;
  onDone?(record: StaffHighlight, intent: PublishIntent): void;
}) {
  return (
    <ContentForm
      label="Highlight"
      initialValues={initialValues}
      schema={highlightSchema}
      published={published}
      scheduleHint="Visitors see the highlight from this time on."
      onSave={(values) => onSave(toInput(values))}
      onPublish={onPublish}
      onDone={onDone}
    >
      <TextField name="name" label="Who speaks" required />
      <TextField name="position" label="Position" required />
      <TextField name="organisation" label="Organisation" required />
      <TextField name="video_url" label="YouTube link" required type="url" inputMode="url" placeholder="https://www.youtube.com/watch?v=…" />
      <ImageField
        name="thumbnail"
        label="Thumbnail"
        required
        alt="The video's thumbnail"
        crop={{ aspect: 16 / 9 }}
        uploadingLabel="Uploading the thumbnail"
        hint="You crop it to the player's shape (16 : 9) next."
      />
    </ContentForm>
  );
}
