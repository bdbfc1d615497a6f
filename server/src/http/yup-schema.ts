// Validation rules are written once, as yup schemas (shared-api's, with the spec's messages). A route
// declares `body: yupSchema(registerSchema)`: the JSON schema generated here documents the call in
// OpenAPI, and the yup schema riding along on a symbol is what the validator compiler runs.
import type { FastifySchemaCompiler } from 'fastify';
import { ValidationError, type AnyObjectSchema, type Schema, type SchemaDescription } from 'yup';
import { badRequest, unprocessable, type FieldErrors } from './errors.js';
import type { JsonSchema } from './envelope.js';

const yupKey = Symbol('yup');

type Described = SchemaDescription & { fields?: Record<string, Described>; innerType?: Described };

export function yupSchema(schema: AnyObjectSchema): JsonSchema {
  const json = toJsonSchema(schema.describe() as Described);
  addConditions(schema, json);
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

// ---- Conditional rules (`.when(...)`) in the API docs ----------------------------------------------------------
// yup keeps a condition as a function of the fields it reads, so its branches cannot be listed from the schema alone.
// They are found by trying the values the read field can take (its listed values, each listed value of a list,
// true/false, or "any value") and keeping those under which the field's rule differs from its rule with nothing given.

interface Reference {
  key: string;
  isSibling: boolean;
  isContext: boolean;
}
interface Conditional {
  conditions?: { refs: Reference[] }[];
  resolve(options: { parent?: Record<string, unknown>; context?: Record<string, unknown> }): Schema;
}

/** The values worth trying for a field another field's rule reads, each with how the docs say it. */
function trialsOf(field: Schema | undefined): { value: unknown; says: string }[] {
  if (!field) return [{ value: 'x', says: 'is given' }];
  const d = field.describe() as Described;
  const listed = d.oneOf.filter((v) => v !== undefined && v !== null && v !== '');
  if (listed.length) return listed.map((v) => ({ value: v, says: `is ${JSON.stringify(v)}` }));
  const inner = d.innerType?.oneOf.filter((v) => v !== undefined && v !== null && v !== '') ?? [];
  if (d.type === 'array' && inner.length) return inner.map((v) => ({ value: [v], says: `includes ${JSON.stringify(v)}` }));
  if (d.type === 'boolean') return [true, false].map((v) => ({ value: v, says: `is ${v}` }));
  return [{ value: d.type === 'number' ? 1 : 'x', says: 'is given' }];
}

const ruleOf = (field: Schema) => {
  const d = field.describe() as Described;
  return { schema: toJsonSchema(d), required: !d.optional };
};

/** What each conditional field of an object becomes under each value of the fields it reads. */
function addConditions(schema: AnyObjectSchema, json: JsonSchema) {
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  // `conditions` is private in yup's types: read as what it is at run time.
  for (const [key, field] of Object.entries(schema.fields as Record<string, unknown>) as [string, Conditional][]) {
    const refs = (field.conditions ?? []).flatMap((c) => c.refs);
    if (!refs.length || !properties?.[key]) continue;
    const base = ruleOf(field.resolve({ parent: {}, context: {} }));
    const variants: { when: string; schema: JsonSchema; required: boolean }[] = [];
    for (const ref of refs) {
      if (ref.isContext) {
        variants.push({ when: `checked against the account’s ${ref.key}`, schema: base.schema, required: base.required });
        continue;
      }
      for (const trial of trialsOf((schema.fields as Record<string, Schema>)[ref.key])) {
        const rule = ruleOf(field.resolve({ parent: { [ref.key]: trial.value }, context: {} }));
        if (JSON.stringify(rule) !== JSON.stringify(base)) variants.push({ when: `${ref.key} ${trial.says}`, ...rule });
      }
    }
    if (!variants.length) continue;
    const said = variants.map((v) => `when ${v.when}: ${v.required ? 'required' : 'optional'}${describeLimits(v.schema)}`).join('; ');
    const own = properties[key].description;
    properties[key] = { ...properties[key], description: `${own ? `${own}. ` : ''}Conditional: ${said}.`, 'x-conditions': variants };
  }
}

const describeLimits = (schema: JsonSchema) =>
  [schema.maxLength !== undefined && `, at most ${schema.maxLength} characters`, schema.minimum !== undefined && `, from ${schema.minimum}`, schema.format && `, ${schema.format}`]
    .filter(Boolean)
    .join('');

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
