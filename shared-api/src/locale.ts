// The site's languages and their addresses (docs/decisions/030): English at `/membership`, Urdu at `/ur/membership`.
// The server, the shell and every remote read a page's language from its address with these.

export type Locale = 'en' | 'ur';
export const LOCALES: readonly Locale[] = ['en', 'ur'];
/** The path prefix of the Urdu pages. */
export const URDU_PREFIX = '/ur';
/** The cookie that keeps a reader's chosen language, and the one the site offers from then on. */
export const LANGUAGE_COOKIE = 'lang';
/** Set beside it by the switch until the signed-in member's account has been told of the choice. */
export const LANGUAGE_PENDING_COOKIE = 'lang_pending';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ur';

/** The language of a path (`/ur/…` is Urdu) and the path without its prefix. */
export function localeOfPath(path: string): { locale: Locale; path: string } {
  if (path === URDU_PREFIX || path.startsWith(`${URDU_PREFIX}/`) || path.startsWith(`${URDU_PREFIX}?`)) {
    const rest = path.slice(URDU_PREFIX.length);
    return { locale: 'ur', path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: 'en', path };
}

/** `path` (without a language prefix, with any query) in `locale`. */
export const pathIn = (locale: Locale, path: string) => (locale === 'ur' ? `${URDU_PREFIX}${path}` : path);

/**
 * Whether a path (without a language prefix) is a staff page (`/staff`, `/staff/…`): staff pages are English only, left
 * to right, whatever the reader chose (docs/decisions/030), and have no Urdu address. Read as a router matches it: its
 * escapes decoded, any case, repeated slashes.
 */
export function isEnglishOnlyPath(path: string): boolean {
  let pathname = path.split(/[?#]/)[0];
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as written.
  }
  return /^\/+staff(?:\/|$)/i.test(pathname);
}

/** The document's direction for a language. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ur' ? 'rtl' : 'ltr');

/**
 * The language a browser asks for first (`Accept-Language: ur-PK, en;q=0.8` → ur), among the site's; null when it asks
 * for neither.
 */
export function askedLocale(header: string | undefined): Locale | null {
  const asked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of asked) {
    const language = tag.split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}
