// A list's filters as a query string's parameters: a filter left empty is not sent. Feature entries import it by
// path; it holds no state, so a copy per remote costs nothing.
export function givenParams(query: object) {
  const params: Record<string, string | number> = {};
  const entries: [string, unknown][] = Object.entries(query);
  // Each value is sent as text (URLSearchParams writes it with String); numbers stay numbers.
  for (const [key, value] of entries) if (value !== undefined && value !== '') params[key] = typeof value === 'number' ? value : String(value);
  return params;
}
