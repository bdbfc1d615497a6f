// What the ticket and order forms do with a failed call (second spec §8): the server's refusal shows its message
// (and each field's on the field); a network failure only clears the loading state, without a message.
import { ApiError } from 'shared-api';
import { notifyError } from 'shared-ui';
import type { FormikHelpers } from 'shared-ui/forms';

export function showRefusal<Values>(error: unknown, helpers: FormikHelpers<Values>) {
  if (!(error instanceof ApiError) || error.status === 0) return;
  const fields = error.fieldErrors;
  if (Object.keys(fields).length) helpers.setErrors(fields as Parameters<FormikHelpers<Values>['setErrors']>[0]);
  notifyError(error.message);
}
