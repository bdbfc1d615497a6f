// Every answer is `{ error, message, data }`. Response schemas are declared per route: they document the
// call and, through the serializer, drop every field they don't list (a password hash can't slip out).

export type JsonSchema = Record<string, unknown>;
/** A response shape: one of shared-api's answer shapes (TypeBox), or plain JSON Schema for a bare value. */
type Shape = object;

export const ok = <T>(data: T, message = 'OK') => ({ error: false, message, data });

export const envelope = (data: Shape, description?: string): JsonSchema => ({
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
export const responses = (data: Shape, status = 200) => ({
  [status]: envelope(data),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

export const nullData: JsonSchema = { type: 'object', nullable: true, description: 'always null' };
