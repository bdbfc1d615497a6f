import { unsubscribe } from '../../requests';
import { unsubscribeSchema } from 'shared-api/validation';
import { t } from '@lingui/core/macro';
import { LinkAction } from '../../LinkAction';

/** Opened from the link in the welcome e-mail. */
export default function UnsubscribePage() {
  return (
    <LinkAction
      param="id"
      schema={unsubscribeSchema}
      title={t`Unsubscribe`}
      intro={t`Sorry to see you go. Once you unsubscribe you will no longer receive our newsletters and announcements by email. You can still sign in and use your membership as before.`}
      action={t`Unsubscribe Now`}
      send={unsubscribe}
    />
  );
}
