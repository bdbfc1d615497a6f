import { undoEmailChange } from '../../requests';
import { emailChangeTokenSchema } from 'shared-api/validation';
import { t } from '@lingui/core/macro';
import { LinkAction } from '../../LinkAction';

/** Opened from the notice sent to the old sign-in address. */
export default function UndoEmailChangePage() {
  return (
    <LinkAction
      param="token"
      schema={emailChangeTokenSchema}
      title={t`Undo the e-mail change`}
      intro={t`If you did not ask to change the e-mail address of your account, undo it here: your old address signs in again, every device signed in to your account is signed out, and you should then choose a new password.`}
      action={t`Undo the change`}
      send={undoEmailChange}
      next={{ to: '/forgot-password', label: t`Reset your password` }}
    />
  );
}
