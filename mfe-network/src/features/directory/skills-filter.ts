// The directory's `skills` filter in the call and in the page's address: primary skill ids joined with `+`
// (spec: core §7). No dependencies, so the pages, the rules and the server share it.

/** What separates ids: `+` as the spec writes it, a space (a `+` that arrived decoded) or a comma. */
export const SKILL_SEPARATOR = /[+ ,]+/;

/** The primary skill ids of a `skills` filter, each once, in the order given. */
export const skillIdsOf = (skills: string | undefined | null) =>
  [...new Set((skills ?? '').split(SKILL_SEPARATOR).filter(Boolean).map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);

/** The `skills` value of a call for these primary skill ids. */
export const skillsParam = (ids: readonly number[]) => ids.join('+');
