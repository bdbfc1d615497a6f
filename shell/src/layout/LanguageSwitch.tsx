import { t } from '@lingui/core/macro';
import { i18n, Link, useLocation, type Locale } from 'shared-ui';

/** Each language's name in its own script, as a reader looks for it. */
const NAMES: Record<Locale, string> = { en: 'English', ur: 'اردو' };

/**
 * The English / اردو switch (docs/decisions/030): a plain link to the same page in the other language, through
 * `/language/…`, which keeps the choice (in the browser, and on a member's account).
 */
export function LanguageSwitch() {
  const location = useLocation();
  const other: Locale = i18n.locale === 'ur' ? 'en' : 'ur';
  const next = `${location.pathname}${location.search}`;
  return (
    <Link
      href={`/language/${other}?next=${encodeURIComponent(next)}`}
      lang={other}
      hrefLang={other}
      dir={other === 'ur' ? 'rtl' : 'ltr'}
      aria-label={other === 'ur' ? t`Read this page in Urdu` : t`Read this page in English`}
      fontSize="sm"
      fontWeight="semibold"
      px="2"
      whiteSpace="nowrap"
    >
      {NAMES[other]}
    </Link>
  );
}
