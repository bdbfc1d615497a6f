// One rule for what a form does with a call's answer. In the main entry, not shared-ui/forms: it needs the
// notifications and the API client, which the main entry has, and only formik's types.
import type { FormikErrors, FormikHelpers } from 'formik';
import { ApiError, errorMessage, type ApiResult } from 'shared-api';
import { notifyError, notifySuccess } from './notify';

export interface SubmitOptions<Values, T> {
  /** after the call succeeded and its Success notification showed */
  onSuccess?(result: ApiResult<T>, helpers: FormikHelpers<Values>, values: Values): void;
  /** no Success notification: the page says it in its own words */
  quiet?: boolean;
  /**
   * Where the failure's message goes: the Error notification (default), or the form's own `form` error, for a form
   * in a dialog where a notification would be missed.
   */
  failure?: 'notify' | 'form';
}

/**
 * A formik `onSubmit` for one call, with one rule for every form: on success the spec's Success notification with
 * the server's message; on failure the server's per-field messages on their fields, and its message in the Error
 * notification (or the form's error when the form shows its own).
 */
export function submitCall<Values, T>(call: (values: Values) => Promise<ApiResult<T>>, options: SubmitOptions<Values, T> = {}) {
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const result = await call(values);
      if (!options.quiet) notifySuccess(result.message);
      options.onSuccess?.(result, helpers, values);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const onFields = Object.keys(fields).length > 0;
      if (onFields) helpers.setErrors(fields as FormikErrors<Values>);
      if (options.failure !== 'form') notifyError(errorMessage(error));
      else if (!onFields) helpers.setErrors({ form: errorMessage(error) } as FormikErrors<Values>);
    }
  };
}
