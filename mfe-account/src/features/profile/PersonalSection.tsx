import { t } from '@lingui/core/macro';
import { GENDERS } from 'shared-api';
import { SelectField, TextField, useFormikContext } from 'shared-ui/forms';
import { FormSection } from './FormSection';
import type { Lookups } from './useLookups';
import { enumOptions, nameOptions, withSaved } from './options';
import type { ProfileFormValues } from './values';

export function PersonalSection({ cities, provinces }: Pick<Lookups, 'cities' | 'provinces'>) {
  const { values, setFieldValue } = useFormikContext<ProfileFormValues>();
  // Each name in the page's language; the value saved stays its English.
  const cityOptions = withSaved(nameOptions(cities.map((c) => ({ value: c.name, name: c.name }))), values.city);
  const stateOptions = withSaved(nameOptions(provinces.map((p) => ({ value: p, name: p }))), values.state);

  // Saves a step on a phone: a city implies its province, which the member can still change.
  const fillState = (city: string) => {
    const province = cities.find((c) => c.name === city)?.province;
    if (province) void setFieldValue('state', province);
  };

  return (
    <FormSection id="personal" title={t`Personal details`}>
      <SelectField name="gender" label={t`Gender`} options={enumOptions(GENDERS)} required />
      <TextField name="birthdate" label={t`Date of birth`} type="date" required />
      <SelectField name="city" label={t`City`} options={cityOptions} onValueChange={fillState} required />
      <SelectField name="state" label={t`State / Province`} options={stateOptions} required />
      <TextField name="country" label={t`Country`} autoComplete="country-name" required />
    </FormSection>
  );
}
