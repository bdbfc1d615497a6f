// A form's schema, loaded when the form first validates instead of with its page (docs/decisions/025).
// The shared schemas and yup are 17.5 KB gzip: a page that loaded them with its first view went over its budget, while
// a person reads the page before typing. Formik validates on the first keystroke, so the schema has usually arrived
// before the field is left and an error can show; a form that validates only on blur waits for it once, at the first
// field left.

/** What formik and the forms use of a yup schema. */
interface Schema<Output> {
  validate(value: unknown, options?: object): Promise<unknown>;
  cast(value: unknown, options?: object): Output;
}

/** The values a schema casts to: yup's `__outputType` (the last of its `cast` overloads adds null and undefined). */
type CastOutput<S> = S extends { __outputType: infer O } ? O : S extends { cast(value: unknown): infer O } ? O : never;

export interface LazySchema<S extends Schema<unknown>> {
  /**
   * Formik's `validationSchema` protocol (formik calls `validate` and turns a ValidationError into field errors).
   * If the schema cannot be loaded (the connection dropped), the values pass: the server checks the same rules and
   * answers with the same messages.
   */
  validate(values: unknown, options?: object): Promise<unknown>;
  /** The values as the schema casts them (trimmed, numbers parsed), for the call. */
  cast(values: unknown, options?: object): Promise<CastOutput<S>>;
  /** The schema itself; a load that failed is tried again at the next call. */
  load(): Promise<S>;
}

/**
 * `lazySchema(() => import('shared-api/validation').then((m) => m.loginSchema))`: pass it to formik as
 * `validationSchema`, and `await schema.cast(values)` in the submit.
 */
export function lazySchema<S extends Schema<unknown>>(load: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    load: get,
    validate: (values, options) =>
      get().then(
        (schema) => schema.validate(values, options),
        () => undefined,
      ),
    cast: async (values, options) => (await get()).cast(values, options) as CastOutput<S>,
  };
}
