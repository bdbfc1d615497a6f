// Validation rules are written once, as yup schemas (shared-api's, with the spec's messages). A route
// declares `body: yupSchema(registerSchema)`: the JSON schema generated here documents the call in
// OpenAPI, and the yup schema kept with it (by the JSON schema's identity) is what the validator compiler runs.
import type { FastifySchemaCompiler } from 'fastify';
import { isSchema, ValidationError, type AnyObjectSchema, type InferType, type ISchema, type SchemaFieldDescription } from 'yup';
import { isRecord } from '../lib/guards.js';
import { badRequest, unprocessable, type FieldErrors } from './errors.js';
import type { JsonSchema } from './envelope.js';

/** The yup schema each generated JSON schema stands for; Fastify hands the validator compiler the same object. */
const yupOf = new WeakMap<JsonSchema, AnyObjectSchema>();

export function yupSchema(schema: AnyObjectSchema): JsonSchema {
  const json = toJsonSchema(schema.describe());
  addConditions(schema, json);
  yupOf.set(json, schema);
  return json;
}

/** A list's one item rule (a tuple's several are not used by any contract). */
const innerOf = (d: SchemaFieldDescription) => ('innerType' in d && d.innerType && !Array.isArray(d.innerType) ? d.innerType : undefined);

/** The listed values of a rule, less the empty ones (a reference or a lazy rule lists none). */
const listedOf = (d: SchemaFieldDescription | undefined, empty: unknown[]) => (d && 'oneOf' in d ? d.oneOf.filter((v) => !empty.includes(v)) : []);

function toJsonSchema(d: SchemaFieldDescription): JsonSchema {
  // A reference or a lazy rule describes no more than its kind: documented as any value (no contract uses them).
  if (!('tests' in d)) return {};
  const out: JsonSchema = {};
  const params = (name: string) => d.tests.find((t) => t.name === name)?.params;
  switch (d.type) {
    case 'object': {
      const fields = 'fields' in d ? d.fields : {};
      out.type = 'object';
      out.properties = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, toJsonSchema(f)]));
      const required = Object.keys(fields).filter((k) => !('optional' in fields[k] && fields[k].optional));
      if (required.length) out.required = required;
      break;
    }
    case 'array': {
      out.type = 'array';
      const inner = innerOf(d);
      if (inner) out.items = toJsonSchema(inner);
      break;
    }
    case 'number': {
      out.type = d.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      const min = params('min');
      const max = params('max');
      if (min) out.minimum = min.min;
      if (max) out.maximum = max.max;
      break;
    }
    case 'string': {
      out.type = 'string';
      const min = params('min');
      const max = params('max');
      const pattern = params('matches')?.regex;
      if (min) out.minLength = min.min;
      if (max) out.maxLength = max.max;
      if (params('email')) out.format = 'email';
      else if (params('url')) out.format = 'uri';
      if (pattern instanceof RegExp) out.pattern = pattern.source;
      break;
    }
    default:
      if (d.type !== 'mixed') out.type = d.type;
  }
  const allowed = listedOf(d, [undefined, null]);
  if (allowed.length) out.enum = allowed;
  if (d.nullable) out.nullable = true;
  if (d.label) out.description = d.label;
  return out;
}

// ---- Conditional rules (`.when(...)`) in the API docs ----------------------------------------------------------
// yup keeps a condition as a function of the fields it reads, so its branches cannot be listed from the schema alone.
// They are found by trying the values the read field can take (its listed values, each listed value of a list,
// true/false, or "any value") and keeping those under which the field's rule differs from its rule with nothing given.

/** A field another field's rule reads: a sibling by its key, or the validation's context (`$currentEmail`). */
interface Reference {
  key: string;
  isContext: boolean;
}
const isReference = (ref: unknown): ref is Reference => isRecord(ref) && typeof ref.key === 'string' && typeof ref.isContext === 'boolean';

/** The fields a field's `.when()` rules read. yup keeps them in `conditions`, private in its types: read at run time, checked. */
function refsOf(field: ISchema<unknown>): Reference[] {
  const conditions: unknown = Reflect.get(field, 'conditions');
  if (!Array.isArray(conditions)) return [];
  return conditions.flatMap((condition: unknown) => (isRecord(condition) && Array.isArray(condition.refs) ? condition.refs.filter(isReference) : []));
}

/** The values worth trying for a field another field's rule reads, each with how the docs say it. */
function trialsOf(field: ISchema<unknown> | undefined): { value: unknown; says: string }[] {
  if (!field) return [{ value: 'x', says: 'is given' }];
  const d = field.describe();
  const listed = listedOf(d, [undefined, null, '']);
  if (listed.length) return listed.map((v) => ({ value: v, says: `is ${JSON.stringify(v)}` }));
  const inner = listedOf(innerOf(d), [undefined, null, '']);
  if (d.type === 'array' && inner.length) return inner.map((v) => ({ value: [v], says: `includes ${JSON.stringify(v)}` }));
  if (d.type === 'boolean') return [true, false].map((v) => ({ value: v, says: `is ${v}` }));
  return [{ value: d.type === 'number' ? 1 : 'x', says: 'is given' }];
}

const ruleOf = (field: ISchema<unknown>) => {
  const d = field.describe();
  return { schema: toJsonSchema(d), required: !('optional' in d && d.optional) };
};

/** An object's field rule by its key (a reference to another field is no rule). */
const fieldOf = (schema: AnyObjectSchema, key: string) => {
  const field: unknown = schema.fields[key];
  return isSchema(field) ? field : undefined;
};

/** What each conditional field of an object becomes under each value of the fields it reads. */
function addConditions(schema: AnyObjectSchema, json: JsonSchema) {
  const properties = json.properties;
  if (!isRecord(properties)) return;
  for (const key of Object.keys(schema.fields)) {
    const field = fieldOf(schema, key);
    const refs = field ? refsOf(field) : [];
    const property = properties[key];
    if (!field || !refs.length || !isRecord(property)) continue;
    const base = ruleOf(field.resolve({ parent: {}, context: {} }));
    const variants: { when: string; schema: JsonSchema; required: boolean }[] = [];
    for (const ref of refs) {
      if (ref.isContext) {
        variants.push({ when: `checked against ${ref.key}, which the server supplies`, schema: base.schema, required: base.required });
        continue;
      }
      for (const trial of trialsOf(fieldOf(schema, ref.key))) {
        const rule = ruleOf(field.resolve({ parent: { [ref.key]: trial.value }, context: {} }));
        if (JSON.stringify(rule) !== JSON.stringify(base)) variants.push({ when: `${ref.key} ${trial.says}`, ...rule });
      }
    }
    if (!variants.length) continue;
    const said = variants.map((v) => `when ${v.when}: ${v.required ? 'required' : 'optional'}${describeLimits(v.schema)}`).join('; ');
    const own = typeof property.description === 'string' ? property.description : '';
    properties[key] = { ...property, description: `${own ? `${own}. ` : ''}Conditional: ${said}.`, 'x-conditions': variants };
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
  const fields = schema.describe().fields;
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
  const yup = yupOf.get(schema);
  if (!yup) throw new Error(`${url}: declare the ${httpPart} schema with yupSchema(...)`);
  const status = httpPart === 'body' ? 422 : 400;
  return (data: unknown) => {
    const input = data ?? {};
    if (!isRecord(input) || Array.isArray(input)) {
      return { error: badRequest('The request body must be a JSON object.') };
    }
    const repeated = httpPart === 'querystring' ? repeatedKeys(yup, input) : [];
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

/**
 * Reads a body again with what only the handler knows, the `context` its rules read (`$name`): the values cast, with
 * unknown and dropped fields stripped, or a 422 with each field's message, as the validator compiler answers.
 */
export async function validateWith<S extends AnyObjectSchema>(schema: S, input: unknown, context: Record<string, unknown>): Promise<InferType<S>> {
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (error instanceof ValidationError) throw unprocessable(fieldErrorsOf(error));
    throw error;
  }
}
