// The site's languages (docs/decisions/030). Messages are written in the code with Lingui's macros
// (`t\`…\``, `<Trans>…</Trans>`, `msg\`…\``), which the build turns into calls of this module's `i18n`, `Trans`
// and `useLingui` (see lingui.config.cjs). English is the source language: its text travels in the code, so an English
// page loads no catalog. An Urdu page loads each app's Urdu catalog (`<app>/src/locales/ur.po`, compiled to JSON by
// the build) before it renders that app's part.
//
// The runtime is this small module rather than Lingui's own (4.3 KB gzip with its React part): a page's language is
// fixed for its life (the address says it), so nothing here re-renders on a change of language, and the messages are
// ICU's simple forms only — an argument, `plural`, `select`, and a Trans's numbered tags.
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

import { textTranslator, URDU_PREFIX, type Locale, type Texts } from 'shared-api';

export { localeOfPath, pathIn, directionOf, LOCALES, URDU_PREFIX, type Locale } from 'shared-api';
/** Intl's name for each language, in Pakistan. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-PK', ur: 'ur-PK' };

export interface MessageDescriptor {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
  comment?: string;
}
export type Messages = Record<string, string>;

// A message parsed: text, an argument, a plural or select, `#` inside a plural, or a Trans tag.
type Part =
  | string
  | { arg: string }
  | { arg: string; kind: 'plural' | 'select' | 'selectordinal'; offset: number; cases: Record<string, Part[]> }
  | { pound: true }
  | { tag: string; children: Part[] | null };

/** Parses ICU's simple forms; anything it does not understand stays as text, so a message never throws. */
function parse(text: string): Part[] {
  let at = 0;
  const parts = (until: string | null): Part[] => {
    const out: Part[] = [];
    let plain = '';
    const flush = () => {
      if (plain) out.push(plain);
      plain = '';
    };
    while (at < text.length) {
      const char = text[at];
      if (until === '}' && char === '}') break;
      if (until?.startsWith('</') && text.startsWith(until, at)) break;
      if (char === '#' && until === '}') {
        flush();
        out.push({ pound: true });
        at += 1;
        continue;
      }
      if (char === '<') {
        const open = /^<(\d+)(\/?)>/.exec(text.slice(at));
        if (open) {
          flush();
          at += open[0].length;
          if (open[2]) out.push({ tag: open[1], children: null });
          else {
            const children = parts(`</${open[1]}>`);
            at += `</${open[1]}>`.length;
            out.push({ tag: open[1], children });
          }
          continue;
        }
      }
      if (char === '{') {
        const head = /^\{\s*([\w.]+)\s*(?:,\s*(plural|select|selectordinal)\s*,\s*(?:offset:(\d+)\s*)?)?(\}?)/.exec(text.slice(at));
        if (head && (head[4] || head[2])) {
          flush();
          at += head[0].length;
          if (head[4]) {
            out.push({ arg: head[1] });
            continue;
          }
          const cases: Record<string, Part[]> = {};
          for (;;) {
            const key = /^\s*(=?[\w-]+)\s*\{/.exec(text.slice(at));
            if (!key) break;
            at += key[0].length;
            cases[key[1]] = parts('}');
            at += 1;
          }
          at = text.indexOf('}', at) + 1 || text.length;
          out.push({ arg: head[1], kind: head[2] as 'plural', offset: Number(head[3] ?? 0), cases });
          continue;
        }
      }
      if (char === "'" && text[at + 1] === "'") at += 1;
      plain += char;
      at += 1;
    }
    flush();
    return out;
  };
  return parts(null);
}

/**
 * The messages of each app, apart (docs/decisions/032): Lingui's ids are hashes of the English, so two apps that write
 * the same English ("Overview", "Status", "Next") share an id, and one table would give every app the Urdu of the
 * catalog loaded last. Each app's code reads only its own app's table, through its `#i18n` runtime (`messageScope`).
 */
const catalogs = new Map<string, Record<Locale, Messages>>();
const catalogOf = (scope: string) => {
  let found = catalogs.get(scope);
  if (!found) catalogs.set(scope, (found = { en: {}, ur: {} }));
  return found;
};
/** The table of messages added without an app's name (`i18n.load`, `defineCatalogs` without one): tests' own. */
const GLOBAL_SCOPE = '';
// The texts written as plain strings (validation messages, the server's answers), by their English: shared-api's catalog.
const texts: Texts = {};
let translateText: ((english: string) => string) | null = null;
const parsed = new Map<string, Part[]>();
const pluralRules = new Map<string, Intl.PluralRules>();
let active: Locale = 'en';

function partsOf(scope: string, locale: Locale, descriptor: MessageDescriptor): Part[] {
  const text = catalogOf(scope)[locale][descriptor.id] ?? descriptor.message ?? descriptor.id;
  let found = parsed.get(text);
  if (!found) parsed.set(text, (found = parse(text)));
  return found;
}

function pluralOf(locale: Locale, value: number, ordinal: boolean) {
  const key = `${locale}${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(INTL_LOCALE[locale], { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules.select(value);
}

/** Writes parsed parts with their values; a Trans's tags become its elements (`components`), when given. */
function render(locale: Locale, parts: Part[], values: Record<string, unknown>, components?: Record<string, ReactElement>, pound?: number): ReactNode[] {
  const out: ReactNode[] = [];
  for (const part of parts) {
    if (typeof part === 'string') out.push(part);
    else if ('pound' in part) out.push(pound === undefined ? '#' : String(pound));
    else if ('tag' in part) {
      const element = components?.[part.tag];
      const children = part.children && render(locale, part.children, values, components, pound);
      if (!element) out.push(...(children ?? []));
      else out.push(cloneElement(element, { key: out.length }, ...(children ?? [])));
    } else if ('kind' in part) {
      const raw = values[part.arg];
      const value = typeof raw === 'number' ? raw : Number(raw);
      const chosen =
        part.kind === 'select'
          ? (part.cases[String(raw)] ?? part.cases.other)
          : (part.cases[`=${value}`] ?? part.cases[pluralOf(locale, value - part.offset, part.kind === 'selectordinal')] ?? part.cases.other);
      if (chosen) out.push(...render(locale, chosen, values, components, part.kind === 'select' ? pound : value - part.offset));
    } else {
      const value = values[part.arg];
      out.push(isValidElement(value) ? value : value === undefined || value === null ? '' : String(value));
    }
  }
  return out;
}

const asDescriptor = (id: MessageDescriptor, values?: Record<string, unknown>): MessageDescriptor => (values ? { ...id, values: { ...id.values, ...values } } : id);

/** A text written as a plain English string, in the active language (see `i18n.text`). */
function textOf(english: string): string {
  if (active === 'en' || !english) return english;
  translateText ??= textTranslator(texts);
  return translateText(english);
}

/** A message of `scope`'s table in the active language; a plain string is a text kept by its English. */
function messageOf(scope: string, id: MessageDescriptor | string, values?: Record<string, unknown>): string {
  if (typeof id === 'string') return textOf(id);
  const descriptor = asDescriptor(id, values);
  return render(active, partsOf(scope, active, descriptor), descriptor.values ?? {}).join('');
}

/** The message runtime as an app's code sees it: the language of the page, and the app's own messages. */
export interface MessageRuntime {
  readonly locale: Locale;
  /** Sets the language of what renders next (the page's, from its address). */
  activate(locale: Locale): void;
  /** Adds messages of `locale` to this runtime's table. */
  load(locale: Locale, messages: Messages): void;
  /** Adds Urdu texts kept by their English (shared-api's catalog of texts). */
  loadTexts(more: Texts): void;
  /**
   * A text written as a plain English string — a schema's validation message, a message the server sent — in the
   * active language. The server already answers an Urdu page in Urdu; a text it does not know is shown as it came.
   */
  text(english: string): string;
  /**
   * A message in the active language, its values written in. A plain string is a text written elsewhere in English
   * (shared-api's fixed lists and notes): it is looked up by its English, as `text` does.
   */
  _(id: MessageDescriptor | string, values?: Record<string, unknown>): string;
}

function runtimeOf(scope: string): MessageRuntime {
  return {
    get locale(): Locale {
      return active;
    },
    activate(locale: Locale) {
      active = locale;
    },
    load(locale: Locale, messages: Messages) {
      Object.assign(catalogOf(scope)[locale], messages);
    },
    loadTexts(more: Texts) {
      Object.assign(texts, more);
      translateText = null;
    },
    text: textOf,
    _: (id, values) => messageOf(scope, id, values),
  };
}

/** The one message runtime's global side, like the session store: the server sets the language around each render pass. */
export const i18n: MessageRuntime = runtimeOf(GLOBAL_SCOPE);

type TransProps = { id: string; message?: string; values?: Record<string, unknown>; components?: Record<string, ReactElement> };

function transIn(scope: string, { id, message, values, components }: TransProps) {
  const parts = partsOf(scope, active, { id, message });
  return <Fragment>{render(active, parts, values ?? {}, components)}</Fragment>;
}

/** What `useLingui()` of Lingui's macros reads. The language never changes under a rendered page. */
export function useLingui() {
  return { i18n, _: i18n._, t: i18n._ };
}

/** A message with elements in it (`<Trans>Read the <a href="/faq">questions</a></Trans>`), as the macro writes it. */
export function Trans(props: TransProps) {
  return transIn(GLOBAL_SCOPE, props);
}

export interface MessageScope {
  i18n: MessageRuntime;
  Trans: (props: TransProps) => ReactElement;
  useLingui: () => { i18n: MessageRuntime; _: MessageRuntime['_']; t: MessageRuntime['_'] };
  /** This app's catalogs: `defineCatalogs({ ur: () => import('./ur.json') })`, loaded into this app's table. */
  defineCatalogs: (loaders: CatalogLoaders) => Catalogs;
}
const scopes = new Map<string, MessageScope>();

/**
 * An app's message runtime (docs/decisions/032), what Lingui's macros in the app's code call through the app's `#i18n`
 * import (`<app>/src/locales/runtime.ts`): the same language as every other app, the app's own table of messages.
 */
export function messageScope(scope: string): MessageScope {
  let found = scopes.get(scope);
  if (!found) {
    const runtime = runtimeOf(scope);
    const lingui = { i18n: runtime, _: runtime._, t: runtime._ };
    found = {
      i18n: runtime,
      Trans: (props) => transIn(scope, props),
      useLingui: () => lingui,
      defineCatalogs: (loaders) => catalogsInto(runtime, loaders),
    };
    scopes.set(scope, found);
  }
  return found;
}

/** The router's basename for a language. */
export const basenameOf = (locale: Locale) => (locale === 'ur' ? URDU_PREFIX : undefined);

/** The language the browser's document says (`<html lang>`), set by the server from the address. */
export function documentLocale(): Locale {
  return typeof document !== 'undefined' && document.documentElement.lang === 'ur' ? 'ur' : 'en';
}

type CatalogLoaders = Partial<Record<Locale, () => Promise<{ default: Messages } | Messages>>>;

/** Loads each language's messages once into `runtime`'s table, before the app's part renders in it. */
function catalogsInto(runtime: MessageRuntime, loaders: CatalogLoaders) {
  const loading = new Map<Locale, Promise<void>>();
  return {
    load(locale: Locale): Promise<void> {
      const loader = loaders[locale];
      if (!loader) return Promise.resolve();
      let done = loading.get(locale);
      if (!done) {
        done = loader().then((module) => runtime.load(locale, ('default' in module && typeof module.default === 'object' ? module.default : module) as Messages));
        done.catch(() => loading.delete(locale));
        loading.set(locale, done);
      }
      return done;
    },
  };
}

/** Catalogs loaded into the table of messages without an app's name; an app uses its scope's `defineCatalogs`. */
export function defineCatalogs(loaders: CatalogLoaders) {
  return catalogsInto(i18n, loaders);
}
export type Catalogs = { load(locale: Locale): Promise<void> };
