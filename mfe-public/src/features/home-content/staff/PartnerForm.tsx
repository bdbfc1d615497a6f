import type { ApiResult } from 'shared-api';
import type { StaffPartner } from '../shapes';
import { partnerSchema, type PartnerInput } from '../staff-validation';
import { SelectField, TextField } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { scheduledInput } from '../../staff-content/karachi-time';
import type { PublishIntent } from '../../staff-content/PublishControls';
import { ContentForm } from './ContentForm';

/** The logo's box on the home page and in the form (160 × 64). */
export const LOGO_ASPECT = 5 / 2;

/** The form's values: the kind as the select says it. */
export type PartnerFormValues = Omit<PartnerInput, 'logo' | 'corporate'> & { logo: string | null; kind: 'corporate' | 'other'; publish_at: string };

export const blankPartner: PartnerFormValues = { name: '', logo: null, website: '', kind: 'corporate', publish_at: '' };

export const partnerValues = (p: StaffPartner): PartnerFormValues => ({
  name: p.name,
  logo: p.logo,
  website: p.website ?? '',
  kind: p.corporate ? 'corporate' : 'other',
  publish_at: scheduledInput(p),
});

const toInput = ({ publish_at: _at, kind, ...values }: PartnerFormValues): PartnerInput => partnerSchema.cast({ ...values, logo: values.logo ?? '', corporate: kind === 'corporate' });

const KINDS = [
  { value: 'corporate', label: 'Corporate partner (shown first)' },
  { value: 'other', label: 'Other partner (shown by View More)' },
];

/** A partner's form: name, kind, the logo cropped to its box, website. */
export function PartnerForm({
  initialValues,
  published,
  onSave,
  onPublish,
  onDone,
}: {
  initialValues: PartnerFormValues;
  published?: boolean;
  onSave(input: PartnerInput): Promise<ApiResult<StaffPartner>>;
  onPublish(id: number, at: string | null): Promise<ApiResult<StaffPartner>>;
  onDone?(record: StaffPartner, intent: PublishIntent): void;
}) {
  return (
    <ContentForm
      label="Partner"
      initialValues={initialValues}
      schema={partnerSchema}
      published={published}
      scheduleHint="Visitors see the partner's logo from this time on."
      onSave={(values) => onSave(toInput(values))}
      onPublish={onPublish}
      onDone={onDone}
    >
      <TextField name="name" label="Name" required helper="Read aloud in place of the logo." />
      <SelectField name="kind" label="Kind" required options={KINDS} placeholder="Choose the kind" />
      <ImageField
        name="logo"
        label="Logo"
        look="logo"
        required
        alt="The partner's logo"
        empty="No logo"
        crop={{ aspect: LOGO_ASPECT }}
        uploadingLabel="Uploading the logo"
        hint="You crop it to the logo's box (5 : 2) next."
      />
      <TextField name="website" label="Website" type="url" inputMode="url" placeholder="https://" />
    </ContentForm>
  );
}
