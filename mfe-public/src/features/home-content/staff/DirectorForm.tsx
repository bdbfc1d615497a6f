import type { ApiResult } from 'shared-api';
import type { StaffDirector } from '../shapes';
import { BIO_MAX, directorSchema, type DirectorInput } from '../staff-validation';
import { TextareaField, TextField } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { scheduledInput } from '../../staff-content/karachi-time';
import type { PublishIntent } from '../../staff-content/PublishControls';
import { ContentForm } from './ContentForm';

export type DirectorFormValues = DirectorInput & { publish_at: string };

export const blankDirector: DirectorFormValues = { name: '', position: '', bio: '', image: null, linkedin: '', publish_at: '' };

export const directorValues = (d: StaffDirector): DirectorFormValues => ({
  name: d.name,
  position: d.position,
  bio: d.bio,
  image: d.image,
  linkedin: d.linkedin ?? '',
  publish_at: scheduledInput(d),
});

const toInput = ({ publish_at: _at, ...values }: DirectorFormValues): DirectorInput => directorSchema.cast(values);

/** A board member's form: name, position, bio, an optional square portrait, LinkedIn. */
export function DirectorForm({
  initialValues,
  published,
  onSave,
  onPublish,
  onDone,
}: {
  initialValues: DirectorFormValues;
  published?: boolean;
  onSave(input: DirectorInput): Promise<ApiResult<StaffDirector>>;
  onPublish(id: number, at: string | null): Promise<ApiResult<StaffDirector>>;
  onDone?(record: StaffDirector, intent: PublishIntent): void;
}) {
  return (
    <ContentForm
      label="Board member"
      initialValues={initialValues}
      schema={directorSchema}
      published={published}
      scheduleHint="Visitors see the board member from this time on."
      onSave={(values) => onSave(toInput(values))}
      onPublish={onPublish}
      onDone={onDone}
    >
      <TextField name="name" label="Name" required />
      <TextField name="position" label="Position" required helper="Chairperson, Treasurer, Director, Community…" />
      <TextareaField name="bio" label="Bio" required rows={5} maxLength={BIO_MAX} helper="The board page shows its first four lines; the rest on hover." />
      <ImageField
        name="image"
        label="Portrait"
        look="photo"
        alt="The board member's portrait"
        empty={null}
        crop={{ aspect: 1 }}
        uploadingLabel="Uploading the portrait"
        removeLabel="Remove the portrait"
        hint="You crop it to a square next. Without one, the board shows the initials."
      />
      <TextField name="linkedin" label="LinkedIn" type="url" inputMode="url" placeholder="https://www.linkedin.com/in/…" />
    </ContentForm>
  );
}
