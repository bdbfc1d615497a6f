import { t } from '@lingui/core/macro';
import type { Skill } from 'shared-api';
import { SelectField, useFormikContext } from 'shared-ui/forms';
import { FormSection } from './FormSection';
import { nameOptions } from './options';
import { useSecondarySkills } from './useSecondarySkills';
import type { ProfileFormValues } from './values';

/** Each skill by its name in the page's language; the value sent is its number. */
const toOptions = (skills: Skill[]) => nameOptions(skills.map((s) => ({ value: String(s.id), name: s.name })));

export function SkillsSection({ primarySkills }: { primarySkills: Skill[] }) {
  const { values, setFieldValue } = useFormikContext<ProfileFormValues>();
  const secondary = useSecondarySkills(values.primary_skill);
  return (
    <FormSection id="skills" title={t`Skills`}>
      <SelectField
        name="primary_skill"
        label={t`Primary skill`}
        options={toOptions(primarySkills)}
        // spec: choosing a primary skill clears the secondary choice; its list reloads for the new parent.
        onValueChange={() => void setFieldValue('secondary_skill', '')}
        required
      />
      {values.primary_skill && (
        <SelectField
          name="secondary_skill"
          label={t`Secondary skill`}
          options={toOptions(secondary.skills)}
          placeholder={secondary.loading ? t`Loading…` : t`Select…`}
          required
        />
      )}
    </FormSection>
  );
}
