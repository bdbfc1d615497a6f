import { t } from '@lingui/core/macro';
import { BIO_MAX_LENGTH, BIO_MIN_LENGTH } from 'shared-api';
import { Card, Heading, Text } from 'shared-ui';
import { TextareaField, useField } from 'shared-ui/forms';

/** The overview, with a live count against the limits the schema enforces (trimmed, as it checks). */
export function BioSection() {
  const [field] = useField<string>('bio');
  const count = (field.value ?? '').trim().length;
  const [min, max] = [BIO_MIN_LENGTH, BIO_MAX_LENGTH];
  return (
    <Card.Root as="section" aria-labelledby="bio-heading">
      <Card.Body gap="3">
        <Heading id="bio-heading" as="h2" size="lg">
          {t`About you`}
        </Heading>
        <TextareaField name="bio" label={t`Overview`} rows={8} required />
        <Text fontSize="sm" color={count > BIO_MAX_LENGTH ? 'fg.error' : 'fg.muted'} aria-live="polite">
          {t`${count} characters (${min}–${max})`}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
