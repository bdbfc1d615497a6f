import { DIRECTORY_VISIBILITIES } from 'shared-api';
import { Card, Heading, Text } from 'shared-ui';
import { SelectField } from 'shared-ui/forms';

const options = DIRECTORY_VISIBILITIES.map(({ value, label }) => ({ value, label }));

/** Where the profile appears: Our Voice (anyone) and the member directory, the directory only, or nowhere. */
export function DirectorySection() {
  return (
    <Card.Root as="section" aria-labelledby="directory-heading">
      <Card.Body gap="3">
        <Heading id="directory-heading" as="h2" size="lg">
          Where your profile appears
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="-1">
          Our Voice is the public list of members on this site; the member directory is seen by signed-in members only. A hidden profile is seen by you alone.
          Your e-mail, phone, date of birth and gender are never shown.
        </Text>
        <SelectField name="directory_visibility" label="Show my profile on" options={options} placeholder="Choose…" required />
      </Card.Body>
    </Card.Root>
  );
}
