import type { en } from './messages/en';

/** A message's name: every key of the English catalog. */
export type MessageKey = keyof typeof en;
/** A language's messages: one text for every key (a missing one is a type error). */
export type Catalog = { readonly [K in MessageKey]: string };
/** Values for a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a text, sorted: every language must use the same ones as English. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string).sort();
}

/** The message `key` of `catalog` with its placeholders filled (an unknown placeholder stays as written). */
export function translate(catalog: Catalog, key: MessageKey, params?: MessageParams): string {
  const text = catalog[key];
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
