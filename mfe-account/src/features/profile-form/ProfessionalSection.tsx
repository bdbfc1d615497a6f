import { AVAILABILITY, EXPERIENCE_LEVELS, YEARS_EXPERIENCE } from 'shared-api';
import { SelectField, TextField } from 'shared-ui/forms';
import { FormSection } from './FormSection';
import { enumOptions } from './options';

export function ProfessionalSection() {
  return (
    <FormSection id="professional" title="Professional details">
      <TextField name="title" label="Title" placeholder="e.g. Full-stack developer" required />
      <TextField name="organisation" label="Organisation" autoComplete="organization" />
      <TextField name="designation" label="Designation" autoComplete="organization-title" />
      <TextField name="website" label="Website" type="url" placeholder="https://" />
      <TextField name="linkedin" label="LinkedIn profile" type="url" placeholder="https://www.linkedin.com/in/…" required />
      <SelectField name="years_experience" label="Years of experience" options={enumOptions(YEARS_EXPERIENCE)} required />
      <TextField name="hourly_rate" label="Hourly rate (PKR)" type="number" required />
      <SelectField name="availability" label="Availability" options={enumOptions(AVAILABILITY)} required />
      <SelectField name="experience_level" label="Experience level" options={enumOptions(EXPERIENCE_LEVELS)} required />
    </FormSection>
  );
}
