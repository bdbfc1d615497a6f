import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { chakra, Flex, Text } from 'shared-ui';
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

interface ChannelFieldProps {
  offered: NoticeChoice['offered'];
  /** the form's field (`channel` on the profile, `notices` at registration) */
  name?: string;
  /** a form's field among others (registration): its label's size, the channels side by side while they fit */
  compact?: boolean;
  /** a line under the channels that says more, read with the group */
  hint?: ReactNode;
}

/** How the member's notices go: a radio group named by its question, each channel a whole row (or box) to tap on a phone. */
export function ChannelField({ offered, name = 'channel', compact = false, hint }: ChannelFieldProps) {
  const [field, meta, helpers] = useField<NoticeChannel>(name);
  const { submitCount } = useFormikContext();
  // The rule's message (or the server's) in the page's language.
  const error = (meta.touched || submitCount > 0) && meta.error ? i18n.text(meta.error) : undefined;
  const legendId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <chakra.fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required
      minW="0"
      m="0"
      p="0"
      border="0"
    >
      <chakra.legend id={legendId} fontWeight="medium" textStyle={compact ? 'sm' : undefined} mb={compact ? '1.5' : '2'}>
        {t`How should we send your notices?`}
      </chakra.legend>
      <Flex direction={compact ? 'row' : 'column'} wrap={compact ? 'wrap' : undefined} gap="2">
        {offeredChannels(offered).map((channel) => (
          <chakra.label
            key={channel}
            display="flex"
            alignItems="center"
            gap={compact ? '2' : '3'}
            minH={compact ? '11' : '12'}
            px={compact ? '3' : '4'}
            py="2"
            borderWidth="1px"
            borderRadius="l2"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            css={{ '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle' }, '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing' } }}
          >
            <chakra.input
              type="radio"
              name={name}
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
      </Flex>
      {hint && (
        <Text id={hintId} color="fg.muted" textStyle="xs" mt="1.5">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
