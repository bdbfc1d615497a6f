import { t } from '@lingui/core/macro';
import { DEGREES } from 'shared-api';
import { SelectField, TextField } from 'shared-ui/forms';
import { FormSection } from './FormSection';
import { enumOptions } from './options';

export function EducationSection() {
  return (
    <FormSection id="education" title={t`Education`}>
      <SelectField name="degree" label={t`Degree`} options={enumOptions(DEGREES)} required />
      <TextField name="field_of_study" label={t`Field of study`} required />
      <TextField name="institute" label={t`Institute`} required />
    </FormSection>
  );
}
