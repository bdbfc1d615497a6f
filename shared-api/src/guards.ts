// Small checks that let a value from outside the types (parsed JSON, a cookie, a thrown error) be used as what it is,
// instead of being told to be it. Holds no state: any entry may bundle it.

/** An object (arrays included): its fields can be read, each as unknown. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
