import { ApiError, NETWORK_ERROR_MESSAGE } from 'shared-api';
import { notifyError } from 'shared-ui';

/**
 * Shows a failed call as the Error notification with the server's message (spec: core §8), and puts
 * the server's per-field messages on the form's fields so the member sees which one to fix.
 */
export function reportFailure(error: unknown, setErrors?: (errors: Record<string, string>) => void) {
  const apiError = error instanceof ApiError ? error : null;
  notifyError(apiError?.message || NETWORK_ERROR_MESSAGE);
  if (apiError && setErrors && Object.keys(apiError.fieldErrors).length > 0) setErrors(apiError.fieldErrors);
}
