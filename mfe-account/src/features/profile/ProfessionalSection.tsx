import { t } from '@lingui/core/macro';
import { AVAILABILITY, EXPERIENCE_LEVELS, YEARS_EXPERIENCE } from 'shared-api';
import { SelectField, TextField } from 'shared-ui/forms';
import { FormSection } from './FormSection';
import { enumOptions } from './options';

export function ProfessionalSection() {
  return (
    <FormSection id="professional" title={t`Professional details`}>
      <TextField name="title" label={t`Title`} placeholder={t`e.g. Full-stack developer`} required />
      <TextField name="organisation" label={t`Organisation`} autoComplete="organization" />
      <TextField name="designation" label={t`Designation`} autoComplete="organization-title" />
      <TextField name="website" label={t`Website`} type="url" placeholder="https://" />
      <TextField name="linkedin" label={t`LinkedIn profile`} type="url" placeholder="https://www.linkedin.com/in/…" required />
      <SelectField name="years_experience" label={t`Years of experience`} options={enumOptions(YEARS_EXPERIENCE)} required />
      <TextField name="hourly_rate" label={t`Hourly rate (PKR)`} type="number" required />
      <SelectField name="availability" label={t`Availability`} options={enumOptions(AVAILABILITY)} required />
      <SelectField name="experience_level" label={t`Experience level`} options={enumOptions(EXPERIENCE_LEVELS)} required />
    </FormSection>
  );
}
