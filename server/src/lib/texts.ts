// The server's texts in the reader's language (docs/decisions/030): its answers' messages, and the e-mails, in Urdu
// for a reader who reads the site in Urdu. The Urdu is shared-api's catalog of texts (`shared-api/src/locales/ur.po`,
// kept by the English; `npm run i18n -- extract` finds the texts in the code), read once.
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { parsePo } from 'pofile-ts';
import { askedLocale, type Locale } from '../../../shared-api/src/locale.js';
import { fillText, textTranslator } from '../../../shared-api/src/texts.js';

const CATALOG = new URL('../../../shared-api/src/locales/ur.po', import.meta.url);

let urdu: ((english: string) => string) | undefined;
function toUrdu() {
  if (!urdu) {
    let texts: Record<string, string> = {};
    try {
      texts = Object.fromEntries(
        parsePo(fs.readFileSync(CATALOG, 'utf8'))
          .items.filter((item) => item.msgid && !item.obsolete && item.msgstr.join('').trim())
          .map((item) => [item.msgid, item.msgstr.join('')]),
      );
    } catch {
      // No catalog: every text stays in English.
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
