// Every answer is `{ error, message, data }`. Response schemas are declared per route: they document the
// call and, through the serializer, drop every field they don't list (a password hash can't slip out).

export type JsonSchema = Record<string, unknown>;

export const ok = <T>(data: T, message = 'OK') => ({ error: false, message, data });

export const envelope = (data: JsonSchema, description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  required: ['error', 'message', 'data'],
  additionalProperties: false,
  properties: { error: { type: 'boolean' }, message: { type: 'string' }, data },
});

export const errorEnvelope = envelope(
  {
    type: 'object',
    nullable: true,
    additionalProperties: true,
    description: 'for validation failures: { errors: { field: message } }',
  },
  'error is true; message says what went wrong',
);

/** The response map of a route: its success shape plus the error envelope for every failure. */
export const responses = (data: JsonSchema, status = 200) => ({
  [status]: envelope(data),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

export const nullData: JsonSchema = { type: 'object', nullable: true, description: 'always null' };

export const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
export const nullableStr = (): JsonSchema => ({ type: 'string', nullable: true });

export const object = (properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});
