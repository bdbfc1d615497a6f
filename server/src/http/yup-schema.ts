// Validation rules are written once, as yup schemas (shared-api's, with the spec's messages). A route
// declares `body: yupSchema(registerSchema)`: the JSON schema generated here documents the call in
// OpenAPI, and the yup schema riding along on a symbol is what the validator compiler runs.
import type { FastifySchemaCompiler } from 'fastify';
import { ValidationError, type AnyObjectSchema, type SchemaDescription } from 'yup';
import { badRequest, unprocessable, type FieldErrors } from './errors.js';
import type { JsonSchema } from './envelope.js';

const yupKey = Symbol('yup');

type Described = SchemaDescription & { fields?: Record<string, Described>; innerType?: Described };

export function yupSchema(schema: AnyObjectSchema): JsonSchema {
  const json = toJsonSchema(schema.describe() as Described);
  Object.defineProperty(json, yupKey, { value: schema, enumerable: false });
  return json;
}

function toJsonSchema(d: Described): JsonSchema {
  const out: JsonSchema = {};
  const params = (name: string) => d.tests.find((t) => t.name === name)?.params as Record<string, unknown> | undefined;
  switch (d.type) {
    case 'object': {
      const fields = d.fields ?? {};
      out.type = 'object';
      out.properties = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, toJsonSchema(f)]));
      const required = Object.keys(fields).filter((k) => !fields[k].optional);
      if (required.length) out.required = required;
      break;
    }
    case 'array':
      out.type = 'array';
      if (d.innerType) out.items = toJsonSchema(d.innerType);
      break;
    case 'number':
      out.type = d.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      if (params('min')) out.minimum = params('min')!.min;
      if (params('max')) out.maximum = params('max')!.max;
      break;
    case 'string':
      out.type = 'string';
      if (params('min')) out.minLength = params('min')!.min;
      if (params('max')) out.maxLength = params('max')!.max;
      if (params('email')) out.format = 'email';
      else if (params('url')) out.format = 'uri';
      if (params('matches')?.regex instanceof RegExp) out.pattern = (params('matches')!.regex as RegExp).source;
      break;
    default:
      if (d.type !== 'mixed') out.type = d.type;
  }
  const allowed = d.oneOf.filter((v) => v !== undefined && v !== null);
  if (allowed.length) out.enum = allowed;
  if (d.nullable) out.nullable = true;
  if (d.label) out.description = d.label;
  return out;
}

function fieldErrorsOf(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const e of error.inner.length ? error.inner : [error]) {
    const field = e.path || '_';
    errors[field] ??= e.message;
  }
  return errors;
}

/**
 * Runs the yup schema attached to a route's schema. Bodies that break a rule answer 422 with the spec's
 * message; a malformed query or path parameter is a bad request (400). Values come back cast and trimmed,
 * with unknown fields stripped.
 */
/**
 * Query keys sent more than once (`?cursor=1&cursor=2` arrives as an array) where the rule expects one value: refused
 * before the rules run, whose transforms (trim…) expect a string.
 */
function repeatedKeys(schema: AnyObjectSchema, input: Record<string, unknown>) {
  const fields = schema.describe().fields as Record<string, { type: string }>;
  return Object.keys(input).filter((key) => Array.isArray(input[key]) && fields[key] && fields[key].type !== 'array');
}

// The database keeps ids, counts and amounts in 32-bit integer columns: a whole number past them (an id of
// 2147483648, a page of 10^20) is no record and no amount, and would reach SQL as an error.
const INT_MAX = 2_147_483_647;

/** The paths of whole numbers beyond the database's integers in a validated value (fields, array items, nested). */
function integersOutOfRange(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) > INT_MAX ? [path || 'value'] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => integersOutOfRange(item, path || String(i)));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, item]) => integersOutOfRange(item, path ? `${path}.${key}` : key));
  }
  return [];
}

export const yupValidatorCompiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart, url }) => {
  const yup = (schema as Record<symbol, AnyObjectSchema | undefined>)[yupKey];
  if (!yup) throw new Error(`${url}: declare the ${httpPart} schema with yupSchema(...)`);
  const status = httpPart === 'body' ? 422 : 400;
  return (data: unknown) => {
    const input = data ?? {};
    if (typeof input !== 'object' || Array.isArray(input)) {
      return { error: badRequest('The request body must be a JSON object.') };
    }
    const repeated = httpPart === 'querystring' ? repeatedKeys(yup, input as Record<string, unknown>) : [];
    if (repeated.length) return { error: unprocessable(Object.fromEntries(repeated.map((key) => [key, `${key} must be given once`])), status) };
    try {
      const value = yup.validateSync(input, { abortEarly: false, stripUnknown: true });
      const tooLarge = integersOutOfRange(value);
      if (tooLarge.length) return { error: unprocessable(Object.fromEntries(tooLarge.map((key) => [key, `${key} is out of range`])), status) };
      return { value };
    } catch (error) {
      if (error instanceof ValidationError) return { error: unprocessable(fieldErrorsOf(error), status) };
      throw error;
    }
  };
};
