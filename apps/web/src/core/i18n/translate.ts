import type { Locale } from './locales';
import type { en } from './messages/en';
import type { enPages } from './messages/pages/en';

/** The texts of every screen (bundled in English, one chunk per other language). */
export type CoreKey = keyof typeof en;
/** The texts of the pages few visitors open (the Challenge verifier, /fairness, /ops): loaded with them. */
export type PageKey = keyof typeof enPages;
/** A message's name: every key of the English catalogs. */
export type MessageKey = CoreKey | PageKey;
/** A language's messages for every screen: one text for every key (a missing one is a type error). */
export type Catalog = { readonly [K in CoreKey]: string };
/** A language's messages for the verifier, /fairness and /ops. */
export type PagesCatalog = { readonly [K in PageKey]: string };
/** What a language has loaded: its catalog, and its pages' messages once a page asked for them. */
export interface Messages {
  /** The language, which picks a plural message's form. */
  locale: Locale;
  catalog: Catalog;
  pages: PagesCatalog | null;
}
/** Values for a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/*
 * Messages use the two parts of ICU MessageFormat this app needs: `{name}` placeholders, and plurals
 * `{count, plural, =0 {…} one {# item} other {# items}}`, whose form `Intl.PluralRules` picks for the
 * language (Russian one/few/many/other, Chinese other only); `#` in a form is the number.
 */

/** One `{…}` argument of a text: its name, and for a plural its forms by selector (`one`, `=0`, …). */
interface Argument {
  start: number;
  end: number;
  name: string;
  forms: Map<string, string> | null;
}

/** The index of the `}` closing the `{` at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

/** `one {…} other {…}` → its forms; null when it is not a list of forms. */
function pluralForms(body: string): Map<string, string> | null {
  const forms = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const selector = /^\s*(=\d+|[a-z]+)\s*\{/.exec(body.slice(index));
    if (!selector) return body.slice(index).trim() === '' ? forms : null;
    const open = index + selector[0].length - 1;
    const close = closingBrace(body, open);
    if (close < 0) return null;
    forms.set(selector[1] as string, body.slice(open + 1, close));
    index = close + 1;
  }
  return forms;
}

/** The top-level arguments of a text, in order (braces that are not an argument stay as written). */
function argumentsOf(text: string): Argument[] {
  const found: Argument[] = [];
  let index = text.indexOf('{');
  while (index >= 0) {
    const close = closingBrace(text, index);
    if (close < 0) break;
    const inner = text.slice(index + 1, close);
    const simple = /^(\w+)$/.exec(inner);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    const forms = plural ? pluralForms(plural[2] as string) : null;
    if (simple) found.push({ start: index, end: close + 1, name: simple[1] as string, forms: null });
    else if (plural && forms?.has('other')) found.push({ start: index, end: close + 1, name: plural[1] as string, forms });
    index = text.indexOf('{', simple || forms ? close + 1 : index + 1);
  }
  return found;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The language's plural category of `count` ("one", "few", …), by `Intl.PluralRules`. */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** A plural's form for `value`: an exact `=n` first, then the language's category, else `other`. */
function pickForm(forms: Map<string, string>, locale: Locale, value: string | number | undefined): string {
  const count = Number(value);
  if (value === undefined || Number.isNaN(count)) return forms.get('other') as string;
  return forms.get(`=${count}`) ?? forms.get(pluralCategory(locale, count)) ?? (forms.get('other') as string);
}

/** `text` with its arguments filled from `params` (an argument without a value stays as written). */
export function formatMessage(text: string, locale: Locale, params?: MessageParams): string {
  const parts = argumentsOf(text);
  if (parts.length === 0) return text;
  let result = '';
  let last = 0;
  for (const part of parts) {
    result += text.slice(last, part.start);
    last = part.end;
    const value = params?.[part.name];
    if (!part.forms) {
      result += value === undefined ? text.slice(part.start, part.end) : String(value);
      continue;
    }
    const form = pickForm(part.forms, locale, value).replace(/#/g, value === undefined ? '#' : String(value));
    result += formatMessage(form, locale, params);
  }
  return result + text.slice(last);
}

/** The names of a text's arguments, sorted and once each: every language must use the same ones as English. */
export function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const part of argumentsOf(text)) {
    names.add(part.name);
    for (const form of part.forms?.values() ?? []) for (const name of placeholders(form)) names.add(name);
  }
  return [...names].sort();
}

/** Each plural argument of a text and its forms' selectors (`{ count: ['few', 'many', 'one', 'other'] }`). */
export function pluralSelectors(text: string): Record<string, string[]> {
  return Object.fromEntries(
    argumentsOf(text)
      .filter((part) => part.forms)
      .map((part) => [part.name, [...(part.forms?.keys() ?? [])].sort()]),
  );
}

/** The text of `key` ('' for a page's text before its messages are loaded: those pages wait for them). */
export function lookup(messages: Messages, key: MessageKey): string {
  return (
    (messages.catalog as Record<string, string>)[key] ?? (messages.pages as Record<string, string> | null)?.[key] ?? ''
  );
}

/** The message `key` with its arguments filled (plurals in the messages' language). */
export function translate(messages: Messages, key: MessageKey, params?: MessageParams): string {
  return formatMessage(lookup(messages, key), messages.locale, params);
}
