import { t } from '@lingui/core/macro';
import { Card, Heading, Stack } from 'shared-ui';
import { Form, Formik, SubmitButton, type FormikHelpers } from 'shared-ui/forms';
import { profileSchema } from '../forms/schemas';
import { AvatarField } from './AvatarField';
import { BioSection } from './BioSection';
import { DirectorySection } from './DirectorySection';
import { EducationSection } from './EducationSection';
import { ErrorSummary } from './ErrorSummary';
import { PersonalSection } from './PersonalSection';
import { PlatformsSection } from './PlatformsSection';
import { ProfessionalSection } from './ProfessionalSection';
import { SkillsSection } from './SkillsSection';
import type { Lookups } from './useLookups';
import type { ProfileFormValues } from './values';

interface ProfileFormProps {
  initialValues: ProfileFormValues;
  lookups: Lookups;
  submitLabel: string;
  onSubmit: (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => Promise<void>;
}

/** The complete / edit profile form, shared by both pages; every field comes from profileSchema. */
export function ProfileForm({ initialValues, lookups, submitLabel, onSubmit }: ProfileFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={profileSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label={t`Profile`}>
        <Stack gap="6">
          <Card.Root as="section" aria-labelledby="picture-heading">
            <Card.Body gap="4">
              <Heading id="picture-heading" as="h2" size="lg">
                {t`Your picture`}
              </Heading>
              <AvatarField />
            </Card.Body>
          </Card.Root>
          <PersonalSection cities={lookups.cities} provinces={lookups.provinces} />
          <EducationSection />
          <ProfessionalSection />
          <SkillsSection primarySkills={lookups.primarySkills} />
          <PlatformsSection />
          <BioSection />
          <DirectorySection />
          <ErrorSummary />
          <SubmitButton size="lg" alignSelf={{ base: 'stretch', md: 'start' }}>
            {submitLabel}
          </SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
