// The server's texts in the reader's language (docs/decisions/030): its answers' messages, and the e-mails, in Urdu
// for a reader who reads the site in Urdu. The Urdu is shared-api's catalog of texts (`shared-api/src/locales/ur.po`)
// and each remote's (`<remote>/src/locales/texts.ur.po`: its features' answers and rules, decision 044), kept by the
// English (`npm run i18n -- extract` finds the texts in the code), read once.
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { parsePo } from 'pofile-ts';
import { askedLocale, type Locale } from '../../../shared-api/src/locale.js';
import { fillText, textTranslator } from '../../../shared-api/src/texts.js';

const CATALOG = new URL('../../../shared-api/src/locales/ur.po', import.meta.url);
/** The checkout (or the compiled server's copy of its layout), where each remote keeps its texts. */
const ROOT = new URL('../../../', import.meta.url);

/** Every catalog of texts: shared-api's, then each remote's that has one. */
const catalogs = () => [
  CATALOG,
  ...fs
    .readdirSync(ROOT)
    .filter((name) => /^mfe-[a-z-]+$/.test(name))
    .map((name) => new URL(`${name}/src/locales/texts.ur.po`, ROOT))
    .filter((file) => fs.existsSync(file)),
];

let urdu: ((english: string) => string) | undefined;
function toUrdu() {
  if (!urdu) {
    const texts: Record<string, string> = {};
    for (const file of catalogs()) {
      try {
        for (const item of parsePo(fs.readFileSync(file, 'utf8')).items)
          if (item.msgid && !item.obsolete && item.msgstr.join('').trim()) texts[item.msgid] = item.msgstr.join('');
      } catch {
        // No catalog: its texts stay in English.
      }
    }
    urdu = textTranslator(texts);
  }
  return urdu;
}

/** `english` in `locale`, with its values written in: `tr(locale, 'Your ticket for {event}', { event })`. */
export function tr(locale: Locale, english: string, values?: Record<string, string | number>) {
  return fillText(locale === 'ur' ? toUrdu()(english) : english, values);
}

/** A text the server has already written in English, in `locale` (a known text, or one of a known pattern). */
export const inLocale = (locale: Locale, english: string) => (locale === 'ur' ? toUrdu()(english) : english);

/** The language a call asks its answer in: the site's client sends its page's (`Accept-Language`); else English. */
export const requestLocale = (request: FastifyRequest): Locale => askedLocale(request.headers['accept-language']) ?? 'en';

/** A text staff write in both languages (a plan's name), in `locale`: its Urdu once written, else its English. */
export const writtenIn = (locale: Locale, english: string, urdu: string | null | undefined) => (locale === 'ur' && urdu?.trim() ? urdu : english);
