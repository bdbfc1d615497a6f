import { t } from '@lingui/core/macro';
import { Card, chakra, formatDate, Heading, notifySuccess, PageFrame, Stack, submitCall, Text } from 'shared-ui';
import { Form, Formik, lazySchema, SubmitButton, TextField, useField } from 'shared-ui/forms';
import { useNoticeChoice, useSetNoticeChoice } from './api';
import { ChannelField, offeredChannels } from './ChannelField';
import type { NoticeChoice } from './shapes';
import type { NoticeChannel, NoticeChoiceInput } from './validation';

// The rules load when the form first validates, not with the profile page (shared-ui/forms, lazySchema).
const noticeChoiceSchema = lazySchema(() => import('./validation').then((m) => m.noticeChoiceSchema));

interface Values {
  channel: NoticeChannel;
  phone: string;
  sms_fallback: boolean;
}

/** The saved choice as the form starts from: a channel no longer offered reads as e-mail only, the account's phone suggested. */
const valuesOf = (choice: NoticeChoice): Values => ({
  channel: offeredChannels(choice.offered).includes(choice.channel) ? choice.channel : 'email',
  phone: choice.phone ?? choice.account_phone,
  sms_fallback: choice.sms_fallback,
});

/** What is sent: the number only with a phone's channel, the SMS fallback only with WhatsApp where SMS is offered. */
function inputOf(values: Values, cast: NoticeChoiceInput, offered: NoticeChoice['offered']): NoticeChoiceInput {
  const byPhone = values.channel !== 'email';
  return { channel: values.channel, phone: byPhone ? (cast.phone ?? null) : null, sms_fallback: values.channel === 'whatsapp' && offered.sms && values.sms_fallback };
}

/** The box that asks for an SMS when a WhatsApp message fails. */
function FallbackField() {
  const [field, , helpers] = useField<boolean>('sms_fallback');
  return (
    <chakra.label display="flex" alignItems="start" gap="2" cursor="pointer">
      <chakra.input
        type="checkbox"
        name="sms_fallback"
        checked={Boolean(field.value)}
        onChange={(e) => void helpers.setValue(e.target.checked)}
        boxSize="4"
        mt="1"
        flexShrink={0}
        cursor="pointer"
        accentColor="brand.solid"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      />
      {t`If a WhatsApp message fails, send it by SMS`}
    </chakra.label>
  );
}

/** The choice as it is saved, in one line, with how to stop messages when they go to a phone. */
function SavedChoice({ choice }: { choice: NoticeChoice }) {
  const date = choice.chosen_at ? formatDate(choice.chosen_at) : null;
  const said =
    choice.channel === 'whatsapp'
      ? date
        ? t`You chose WhatsApp on ${date}.`
        : t`You chose WhatsApp.`
      : choice.channel === 'sms'
        ? date
          ? t`You chose SMS on ${date}.`
          : t`You chose SMS.`
        : t`You get notices by e-mail only.`;
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {said} {choice.channel !== 'email' && t`Reply STOP to any message to stop it.`}
    </Text>
  );
}

function NoticeChoiceForm({ choice }: { choice: NoticeChoice }) {
  const save = useSetNoticeChoice();
  const { offered } = choice;
  return (
    <Formik<Values>
      initialValues={valuesOf(choice)}
      validationSchema={noticeChoiceSchema}
      onSubmit={submitCall(async (values) => save.mutateAsync(inputOf(values, await noticeChoiceSchema.cast(values), offered)), {
        quiet: true,
        onSuccess: (result, { resetForm }) => {
          notifySuccess(result.message || t`Your choice is saved.`);
          resetForm({ values: valuesOf(result.data) });
        },
      })}
    >
      {({ values }) => (
        <Form noValidate aria-labelledby="notices-heading">
          <Stack gap="4">
            <ChannelField offered={offered} />
            {values.channel !== 'email' && (
              <TextField name="phone" label={t`Mobile number for notices`} type="tel" inputMode="tel" autoComplete="tel" helper={t`A Pakistani mobile number, like 0300 1234567`} required />
            )}
            {values.channel === 'whatsapp' && offered.sms && <FallbackField />}
            <SavedChoice choice={choice} />
            <SubmitButton alignSelf={{ base: 'stretch', sm: 'start' }}>{t`Save`}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/**
 * The member's choice of WhatsApp or SMS for their notices, beside the e-mail that always goes: its own small form on
 * the Edit Profile page, saved apart from the profile. A site that sends on neither channel shows nothing of it.
 */
export function NoticeChoiceSection() {
  const query = useNoticeChoice();
  const choice = query.data;
  if (query.status === 'pending' || (choice && !choice.offered.whatsapp && !choice.offered.sms)) return null;
  return (
    <Card.Root as="section" aria-labelledby="notices-heading" mt="6">
      <Card.Body gap="4">
        <Heading id="notices-heading" as="h2" size="lg">
          {t`Notices on WhatsApp or SMS`}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="-2">
          {t`We always send notices by e-mail. Choose WhatsApp or SMS to get the important ones on your phone too: tickets, payments, renewal reminders, answers to your issues and refunds.`}
        </Text>
        <PageFrame query={query} what={t`your choice of notices`}>
          {(saved) => <NoticeChoiceForm choice={saved} />}
        </PageFrame>
      </Card.Body>
    </Card.Root>
  );
}
