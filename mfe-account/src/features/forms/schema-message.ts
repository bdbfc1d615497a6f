import { i18n } from '#i18n';

interface FieldCheckingSchema {
  validateSyncAt(path: string, value: unknown): unknown;
}

/**
 * The schema's own message for one field of `values`, or null when it is valid. Lets a page explain
 * a bad link (no reset token, no unsubscribe id) in the words the shared schema already uses, in the page's language.
 */
export function schemaMessage(schema: FieldCheckingSchema, path: string, values: Record<string, unknown>): string | null {
  try {
    schema.validateSyncAt(path, values);
    return null;
  } catch (error) {
    return i18n.text(error instanceof Error ? error.message : String(error));
  }
}
