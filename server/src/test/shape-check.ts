// The contract between an answer and its shape, checked on every answer of the server's tests: a field the
// shape lacks (which the serializer would silently drop) or a field the shape requires and the answer lacks
// fails the request, so no test passes on an answer the browser's types do not describe.
type Schema = {
  type?: string;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  patternProperties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
};

export function shapeErrors(schema: Schema, value: unknown, at = 'data'): string[] {
  if (value === null || value === undefined) return schema.nullable || schema.type === undefined ? [] : [`${at} is ${value}`];
  switch (schema.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at} is not an object`];
      const record = value as Record<string, unknown>;
      const properties = schema.properties ?? {};
      const errors = (schema.required ?? []).filter((key) => !(key in record)).map((key) => `${at}.${key} is missing`);
      for (const [key, field] of Object.entries(record)) {
        const own = properties[key] ?? Object.values(schema.patternProperties ?? {})[0];
        if (own) errors.push(...shapeErrors(own, field, `${at}.${key}`));
        else if (schema.additionalProperties === false) errors.push(`${at}.${key} is not in the shape`);
      }
      return errors;
    }
    case 'array':
      if (!Array.isArray(value)) return [`${at} is not a list`];
      return schema.items ? value.slice(0, 50).flatMap((item, i) => shapeErrors(schema.items!, item, `${at}[${i}]`)) : [];
    case 'string':
      if (typeof value !== 'string') return [`${at} is not a string`];
      return schema.enum && !schema.enum.includes(value) ? [`${at} is not one of ${schema.enum.join(', ')}`] : [];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at} is not an integer`];
    case 'number':
      return typeof value === 'number' ? [] : [`${at} is not a number`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at} is not true or false`];
    default:
      return [];
  }
}
