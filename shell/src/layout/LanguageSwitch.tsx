import { t } from '@lingui/core/macro';
import { Box, Link, useLocation, type Locale } from 'shared-ui';
import { i18n } from '#i18n';

/** Each language's name in its own script, as a reader looks for it. */
const NAMES: Record<Locale, string> = { en: 'English', ur: 'اردو' };

/**
 * The English / اردو switch (docs/decisions/030): a plain link to the same page in the other language, through
 * `/language/…`, which keeps the choice (in the browser, and on a member's account). Its name starts with what it
 * shows (the language's own name), and says the rest to a screen reader.
 */
export function LanguageSwitch() {
  const location = useLocation();
  const other: Locale = i18n.locale === 'ur' ? 'en' : 'ur';
  const next = `${location.pathname}${location.search}`;
  return (
    <Link href={`/language/${other}?next=${encodeURIComponent(next)}`} hrefLang={other} fontSize="sm" fontWeight="semibold" px="2" whiteSpace="nowrap">
      <Box as="span" lang={other} dir={other === 'ur' ? 'rtl' : 'ltr'}>
        {NAMES[other]}
      </Box>
      <Box as="span" srOnly>
        {other === 'ur' ? t`: read this page in Urdu` : t`: read this page in English`}
      </Box>
    </Link>
  );
}
