import { confirmEmailChange } from '../../requests';
import { emailChangeTokenSchema } from 'shared-api/validation';
import { t } from '@lingui/core/macro';
import { LinkAction } from '../../LinkAction';

/** Opened from the mail sent to a new sign-in address. */
export default function ConfirmEmailPage() {
  return (
    <LinkAction
      param="token"
      schema={emailChangeTokenSchema}
      title={t`Confirm your new e-mail`}
      intro={t`Confirm that this is your e-mail address. From then on you sign in with it, and every device signed in to your account is signed out.`}
      action={t`Confirm my new address`}
      send={confirmEmailChange}
      next={{ to: '/login', label: t`Login` }}
    />
  );
}
