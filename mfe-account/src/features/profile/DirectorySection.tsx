import { msg, t } from '@lingui/core/macro';
import { DIRECTORY_VISIBILITIES, type DirectoryVisibility } from 'shared-api';
import { Card, Heading, Text, type MessageDescriptor } from 'shared-ui';
import { i18n } from '#i18n';
import { SelectField } from 'shared-ui/forms';

// The shared list's labels, in the page's language.
const labels: Record<DirectoryVisibility, MessageDescriptor> = {
  public: msg`Our Voice and the member directory`,
  members: msg`Members' directory only`,
  hidden: msg`Hidden`,
};
const optionsOf = () => DIRECTORY_VISIBILITIES.map(({ value }) => ({ value, label: i18n._(labels[value]) }));

/** Where the profile appears: Our Voice (anyone) and the member directory, the directory only, or nowhere. */
export function DirectorySection() {
  return (
    <Card.Root as="section" aria-labelledby="directory-heading">
      <Card.Body gap="3">
        <Heading id="directory-heading" as="h2" size="lg">
          {t`Where your profile appears`}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="-1">
          {t`Our Voice is the public list of members on this site; the member directory is seen by signed-in members only. A hidden profile is seen by you alone. Your e-mail, phone, date of birth and gender are never shown.`}
        </Text>
        <SelectField name="directory_visibility" label={t`Show my profile on`} options={optionsOf()} placeholder={t`Choose…`} required />
      </Card.Body>
    </Card.Root>
  );
}
