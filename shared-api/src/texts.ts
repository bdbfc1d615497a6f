// The texts the site writes as plain strings rather than in a page's code: the shared schemas' validation messages and
// the server's answers and e-mails (docs/decisions/030). Their Urdu is kept by their English, in shared-api's catalog
// (`src/locales/ur.po`, extracted by `npm run i18n -- extract`): the server answers in the caller's language, and a
// form shows its own validation messages in the page's.

/** English → Urdu. An English text with `{name}` or `{0}` placeholders stands for every text it matches. */
export type Texts = Record<string, string>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The translator of a catalog: a known English text becomes its Urdu; anything else is left as it is. */
export function textTranslator(texts: Texts): (english: string) => string {
  const patterns: { match: RegExp; names: string[]; urdu: string }[] = [];
  for (const [english, urdu] of Object.entries(texts)) {
    if (!/\{\w+\}/.test(english)) continue;
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined) return escapeRegExp(part);
        names.push(name);
        return '([\\s\\S]+?)';
      })
      .join('');
    patterns.push({ match: new RegExp(`^${source}$`), names, urdu });
  }
  // The most specific pattern first: the one with the most fixed text.
  patterns.sort((a, b) => b.match.source.length - a.match.source.length);
  return (english: string) => {
    const exact = texts[english];
    if (exact !== undefined) return exact;
    for (const { match, names, urdu } of patterns) {
      const found = match.exec(english);
      if (found) return urdu.replace(/\{(\w+)\}/g, (all, name: string) => (names.includes(name) ? found[names.indexOf(name) + 1] : all));
    }
    return english;
  };
}

/** A text with its values written in: `fillText('Hello {name}', { name })`. The server's e-mails are written so. */
export const fillText = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : all));
