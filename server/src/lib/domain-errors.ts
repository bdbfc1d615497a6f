// What a module's queries and rules refuse, in the domain's words: the routes' error handler (plugins/errors.ts)
// chooses the HTTP status, so code below the routes knows nothing of HTTP.

/**
 * - `missing`: the record does not exist (404)
 * - `conflicting`: it clashes with what is stored, e.g. an address already taken (409)
 * - `refused`: the caller may not do this (403)
 * - `invalid`: a field breaks a rule the schema cannot see (422)
 * - `limited`: too many attempts for now (429)
 */
export type RefusalKind = 'missing' | 'conflicting' | 'refused' | 'invalid' | 'limited';

export const REFUSAL_STATUS: Record<RefusalKind, number> = { missing: 404, conflicting: 409, refused: 403, invalid: 422, limited: 429 };

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** the fields at fault and their messages, as forms show them */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** One field that breaks a rule: its message is the refusal's message too, as forms show the first field's. */
export const invalidField = (field: string, message: string) => new Refusal('invalid', message, { [field]: message });
