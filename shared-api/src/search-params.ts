// A list's filters as a query string's parameters: a filter left empty is not sent. Feature entries import it by
// path; it holds no state, so a copy per remote costs nothing.
export const givenParams = (query: object) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
