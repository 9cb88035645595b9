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
  catalog: Catalog;
  pages: PagesCatalog | null;
}
/** Values for a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a text, sorted: every language must use the same ones as English. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string).sort();
}

/** The text of `key` ('' for a page's text before its messages are loaded: those pages wait for them). */
export function lookup(messages: Messages, key: MessageKey): string {
  return (
    (messages.catalog as Record<string, string>)[key] ?? (messages.pages as Record<string, string> | null)?.[key] ?? ''
  );
}

/** The message `key` with its placeholders filled (an unknown placeholder stays as written). */
export function translate(messages: Messages, key: MessageKey, params?: MessageParams): string {
  const text = lookup(messages, key);
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
