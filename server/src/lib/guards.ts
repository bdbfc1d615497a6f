// Small checks that let a value from outside the types (a parsed file, a thrown error, a library's private state) be
// used as what it is, instead of being told to be it.

/** An object (arrays and class instances included): its fields can be read, each as unknown. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The `code` of a thrown error (a Node system error's `ENOENT`, a PostgreSQL SQLSTATE), when it has one. */
export const errorCode = (error: unknown): string | undefined => (isRecord(error) && typeof error.code === 'string' ? error.code : undefined);
