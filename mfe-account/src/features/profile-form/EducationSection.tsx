import { DEGREES } from 'shared-api';
import { SelectField, TextField } from 'shared-ui/forms';
import { FormSection } from './FormSection';
import { enumOptions } from './options';

export function EducationSection() {
  return (
    <FormSection id="education" title="Education">
      <SelectField name="degree" label="Degree" options={enumOptions(DEGREES)} required />
      <TextField name="field_of_study" label="Field of study" required />
      <TextField name="institute" label="Institute" required />
    </FormSection>
  );
}
