import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { chakra, Stack, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { useField, useFormikContext } from 'shared-ui/forms';
import type { NoticeChoice } from './shapes';
import type { NoticeChannel } from './validation';

/** The channels in the order the member reads them, each shown only when this site sends on it (e-mail always). */
export const offeredChannels = (offered: NoticeChoice['offered']): NoticeChannel[] => [...(offered.whatsapp ? (['whatsapp'] as const) : []), ...(offered.sms ? (['sms'] as const) : []), 'email'];

/** A channel as the member reads it. */
function channelLabel(channel: NoticeChannel) {
  if (channel === 'whatsapp') return t`WhatsApp`;
  if (channel === 'sms') return t`SMS`;
  return t`E-mail only`;
}

/** How the member's notices go: a radio group named by its question, each channel a whole row to tap on a phone. */
export function ChannelField({ offered }: { offered: NoticeChoice['offered'] }) {
  const [field, meta, helpers] = useField<NoticeChannel>('channel');
  const { submitCount } = useFormikContext();
  // The rule's message (or the server's) in the page's language.
  const error = (meta.touched || submitCount > 0) && meta.error ? i18n.text(meta.error) : undefined;
  const legendId = useId();
  const errorId = useId();
  return (
    <chakra.fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required
      minW="0"
      m="0"
      p="0"
      border="0"
    >
      <chakra.legend id={legendId} fontWeight="medium" mb="2">
        {t`How should we send your notices?`}
      </chakra.legend>
      <Stack gap="2">
        {offeredChannels(offered).map((channel) => (
          <chakra.label
            key={channel}
            display="flex"
            alignItems="center"
            gap="3"
            minH="12"
            px="4"
            py="2"
            borderWidth="1px"
            borderRadius="l2"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            css={{ '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle' }, '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing' } }}
          >
            <chakra.input
              type="radio"
              name="channel"
              value={channel}
              checked={field.value === channel}
              onChange={() => void helpers.setValue(channel)}
              onBlur={field.onBlur}
              boxSize="5"
              flexShrink={0}
              m="0"
              accentColor="brand.solid"
            />
            {channelLabel(channel)}
          </chakra.label>
        ))}
      </Stack>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
