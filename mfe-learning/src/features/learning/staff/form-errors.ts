// The staff editors send something shaped differently from what they show (what a course teaches, one point a line;
// a text question's answers left out), and validate what they send with the shared schema. These turn that schema's
// messages, and a 422's, into formik's errors at the field that shows the value.
import type { ApiResult } from 'shared-api';
import { submitCall, type SubmitOptions } from 'shared-ui';
import type { FormikHelpers } from 'shared-ui/forms';

type FormikErrors<Values> = Parameters<FormikHelpers<Values>['setErrors']>[0];

interface Issue {
  path: string;
  message: string;
}

/** Where the form shows a value the schema reads at `path` (yup's form: `questions[0].choices[1].answer`). */
export type FieldOf = (path: string) => string;

interface Validates<Input> {
  validate(value: Input, options: { abortEarly: false }): Promise<unknown>;
}

const keysOf = (path: string) => path.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);

const valueAt = (value: unknown, keys: string[]) => keys.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);

/**
 * A message about a whole list (too few answers, none marked correct) is kept beside the list as `<name>Error`,
 * not in its place: the list's items may have messages of their own at the same time.
 */
export const listErrorKey = (name: string) => `${name}Error`;

/** formik's nested errors for the messages, each at the first field that shows its value; the first message wins. */
export function toFormErrors(issues: Issue[], input: unknown, fieldOf: FieldOf = (path) => path): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const { path, message } of issues) {
    const keys = keysOf(fieldOf(path === '_' ? '' : path));
    if (keys.length === 0) {
      errors.form ??= message;
      continue;
    }
    if (Array.isArray(valueAt(input, keys))) keys.push(listErrorKey(keys.pop() as string));
    let node: Record<string, unknown> | null = errors;
    for (const [index, key] of keys.slice(0, -1).entries()) {
      node[key] ??= /^\d+$/.test(keys[index + 1]) ? [] : {};
      const next: unknown = node[key];
      // A message already stands where this one's parent would be: the first one is shown.
      node = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : null;
      if (!node) break;
    }
    if (node) node[keys[keys.length - 1]] ??= message;
  }
  return errors;
}

const issuesOf = (error: unknown): Issue[] | null => {
  if (!(error instanceof Error) || !('inner' in error) || !Array.isArray(error.inner)) return null;
  const all = (error.inner.length ? error.inner : [error]) as Array<{ path?: string; message: string }>;
  return all.map((e) => ({ path: e.path ?? '', message: e.message }));
};

/** formik's `validate`: the shared schema run on what the form will send, its messages at the form's fields. */
export function validateWith<Values, Input>(schema: Validates<Input>, toInput: (values: Values) => Input, fieldOf?: FieldOf) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const input = toInput(values);
    try {
      await schema.validate(input, { abortEarly: false });
      return {};
    } catch (error) {
      const issues = issuesOf(error);
      if (!issues) throw error;
      return toFormErrors(issues, input, fieldOf) as FormikErrors<Values>;
    }
  };
}

/**
 * `submitCall` for a form whose values are not what it sends: the server's field messages (flat, keyed by the
 * schema's paths) are placed at the fields that show them, as the schema's own are.
 */
export function submitInput<Values, Input, T>(toInput: (values: Values) => Input, send: (input: Input) => Promise<ApiResult<T>>, options: SubmitOptions<Values, T> & { fieldOf?: FieldOf } = {}) {
  const { fieldOf, ...rest } = options;
  return (values: Values, helpers: FormikHelpers<Values>) => {
    const input = toInput(values);
    const placing: FormikHelpers<Values> = {
      ...helpers,
      setErrors: (flat) => {
        const issues = Object.entries(flat as Record<string, unknown>).map(([path, message]) => ({ path, message: String(message) }));
        helpers.setErrors(toFormErrors(issues, input, fieldOf) as FormikErrors<Values>);
      },
    };
    return submitCall<Values, T>(() => send(input), rest)(values, placing);
  };
}
