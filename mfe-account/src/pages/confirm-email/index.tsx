import { confirmEmailChange } from 'shared-api';
import { emailChangeTokenSchema } from 'shared-api/validation';
import { LinkAction } from '../../features/mail-links/LinkAction';

/** Opened from the mail sent to a new sign-in address. */
export default function ConfirmEmailPage() {
  return (
    <LinkAction
      param="token"
      schema={emailChangeTokenSchema}
      title="Confirm your new e-mail"
      intro="Confirm that this is your e-mail address. From then on you sign in with it, and every device signed in to your account is signed out."
      action="Confirm my new address"
      send={confirmEmailChange}
      next={{ to: '/login', label: 'Login' }}
    />
  );
}
