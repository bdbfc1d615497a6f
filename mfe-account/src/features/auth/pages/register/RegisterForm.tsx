import { t } from '@lingui/core/macro';
import { registerMember, track } from 'shared-api';
import type { RegisterInput } from 'shared-api/validation';
import { Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { useAfterSignIn } from '../../useAfterSignIn';
import { NewPasswordField } from '../../../forms/NewPasswordField';
import { registerSchema } from '../../../forms/schemas';
import { ChannelField } from '../../../notices/ChannelField';
import { useNoticeChannels } from '../../../notices/channels-read';

const initialValues: RegisterInput = { name: '', email: '', phone: '', password: '', notices: 'email' };

/**
 * How the new member's notices go, besides e-mail: WhatsApp or SMS at the phone above, where this site sends on them.
 * Shown once the channels are known (the form does not wait for them), and not at all on a site that sends on neither:
 * the member then registers with e-mail only.
 */
function NoticesField() {
  const channels = useNoticeChannels();
  const offered = channels.data;
  if (!offered || (!offered.whatsapp && !offered.sms)) return null;
  return <ChannelField name="notices" offered={offered} compact hint={t`We always send notices by e-mail too. You can change this later in your profile.`} />;
}

export function RegisterForm() {
  const afterSignIn = useAfterSignIn();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={registerSchema}
      onSubmit={submitCall(async (values) => registerMember(await registerSchema.cast(values)), {
        onSuccess: () => {
          track('Lead');
          afterSignIn();
        },
      })}
    >
      <Form noValidate aria-label={t`Register`}>
        <Stack gap="4">
          <TextField name="name" label={t`Full name`} autoComplete="name" required />
          <TextField name="email" label={t`Email`} type="email" autoComplete="email" required />
          <TextField name="phone" label={t`Contact number`} type="tel" autoComplete="tel" required />
          <NoticesField />
          <NewPasswordField label={t`Password`} />
          <SubmitButton width="full" mt="2">
            {t`Register`}
          </SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
