import { t } from '@lingui/core/macro';
import { Fragment } from 'react';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from 'shared-api';
import { Box, Card, Heading, SimpleGrid, Stack, Text } from 'shared-ui';
import { CheckboxInGroup, TextField, useFormikContext } from 'shared-ui/forms';
import type { ProfileFormValues } from './values';

function LinkFields({ platform }: { platform: Platform }) {
  const label = PLATFORM_LABELS[platform];
  if (platform !== 'otherplatform') {
    return <TextField name={platform} label={t`${label} profile link`} type="url" placeholder="https://" required />;
  }
  return (
    <>
      <TextField name="otherplatform_name" label={t`Other platform name`} required />
      <TextField name="otherplatform" label={t`Other platform profile link`} type="url" placeholder="https://" required />
    </>
  );
}

/** A platform's name that may wrap after its dot on a narrow screen (Freelancer.com), as People Per Hour wraps at a space. */
function PlatformName({ name }: { name: string }) {
  const [first, ...rest] = name.split('.');
  return (
    <span>
      {first}
      {rest.map((part, i) => (
        <Fragment key={i}>
          .<wbr />
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** Each checked platform reveals the field for its link (spec: core §4). */
export function PlatformsSection() {
  const { values } = useFormikContext<ProfileFormValues>();
  const checked = PLATFORMS.filter((p) => values.platforms.includes(p));
  return (
    <Card.Root as="section" aria-labelledby="platforms-heading">
      <Card.Body gap="4">
        <Heading id="platforms-heading" as="h2" size="lg">
          {t`Freelancing platforms`}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="-2">
          {t`Tick the platforms you work on and add a link to your profile on each.`}
        </Text>
        <Box role="group" aria-labelledby="platforms-heading">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {PLATFORMS.map((p) => (
              <CheckboxInGroup key={p} name="platforms" value={p} label={<PlatformName name={p === 'otherplatform' ? t`Other` : PLATFORM_LABELS[p]} />} />
            ))}
          </SimpleGrid>
        </Box>
        {checked.length > 0 && (
          <Stack gap="4">
            {checked.map((p) => (
              <LinkFields key={p} platform={p} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
