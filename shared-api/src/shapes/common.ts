// Answer shapes, written once: TypeBox schemas that the server serializes with (a field missing here never
// leaves the server) and from which shared-api's types are derived (`Static<typeof …>`, imported as types only,
// so no browser bundle carries them).
import { Type, type Static, type TInteger, type TObject, type TOptional, type TProperties, type TSchema, type TString } from '@sinclair/typebox';
import type { PLATFORMS } from '../enums';

/** A value or null (OpenAPI 3.0's `nullable`, which Fastify's serializer reads). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });

/** One of a list of strings. */
export const StringEnum = <T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** An object with exactly these fields, every one present. */
export const Strict = <T extends TProperties>(properties: T, options: { description?: string } = {}): TObject<T> =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const DateTime = (description?: string) => Type.String({ format: 'date-time', ...(description ? { description } : {}) });

type ImageFields<K extends string> = { [P in K]: TString } & { [P in `${K}_width` | `${K}_height`]: TInteger };

/** An image: its storage key (served at /api/storage/<key>) and its size in pixels, so a page can reserve its box. */
// Keys computed from a type parameter widen to `string`: the three fields are told to be the ones `K` names.
export const image = <K extends string>(field: K): ImageFields<K> =>
  ({
    [field]: Type.String({ description: 'storage key; the file is served at /api/storage/<key>' }),
    [`${field}_width`]: Type.Integer(),
    [`${field}_height`]: Type.Integer(),
  }) as ImageFields<K>;

const link = () => Type.Optional(Type.String());
/** A link field for each platform but the other one, in PLATFORMS' order (the compiler checks that none is missing). */
const links = {
  fiverr: link(),
  upwork: link(),
  freelancercom: link(),
  guru: link(),
  toptal: link(),
  peopleperhour: link(),
  codeable: link(),
} satisfies Record<Exclude<(typeof PLATFORMS)[number], 'otherplatform'>, TOptional<TString>>;

/** Saved platform links: platform → URL; the other platform has a name and a link. */
export const ProfileLinks = Type.Object(
  {
    ...links,
    otherplatform: Type.Optional(Strict({ name: Type.String(), link: Type.String() })),
  },
  { additionalProperties: false, description: 'platform → profile URL; the other platform has a name and a link' },
);

export const Pagination = Strict({
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});

/** A page of a list that can grow (`?page=&per_page=`). */
export const Paged = <T extends TSchema>(item: T) => Strict({ items: Type.Array(item), pagination: Pagination });

/** A bulk action's answer: how many records it changed, and how many were already as asked or are gone. */
export const BulkResult = Strict({ changed: Type.Integer(), unchanged: Type.Integer() });

/** GET health → data */
export const Health = Strict({ status: Type.String(), database: Type.String() });

/** GET health/live → data */
export const Liveness = Strict({ status: StringEnum(['alive'] as const) });

const CHECK = ['ok', 'failing'] as const;
/** GET health/ready → data: each part this instance needs, `ok` or `failing`; mail is `off` without an SMTP server */
export const Readiness = Strict({
  status: StringEnum(['ready', 'degraded', 'unready', 'stopping'] as const),
  database: StringEnum(CHECK),
  storage: StringEnum(CHECK),
  jobs: StringEnum(CHECK),
  mail: StringEnum([...CHECK, 'off'] as const),
});

// The server builds its few bare shapes (a list, a string) with this same Type: shared-api compiles as CommonJS
// inside the server's ESM program, and two copies of TypeBox's declarations would not mix.
export { Type, type Static };
