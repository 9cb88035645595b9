import { Fragment, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { formatAmountIn, formatDateIn, formatFixedIn } from './format';
import { DEFAULT_LOCALE, initialLocale, LOCALE_STORAGE_KEY, type Locale } from './locales';
import { en } from './messages/en';
import { lookup, translate, type Catalog, type MessageKey, type MessageParams, type PagesCatalog } from './translate';
import type { AmountInput } from '@gm-claim/shared/amount';
import type { Timestamp } from '@gm-claim/shared/date';

/**
 * Each language's messages, loaded when it is chosen: a dynamic import, so each is its own chunk and a
 * first visit in English fetches none of them (English is bundled).
 */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalog }>>> = {
  'zh-CN': () => import('./messages/zh-CN'),
  'zh-TW': () => import('./messages/zh-TW'),
  ko: () => import('./messages/ko'),
  vi: () => import('./messages/vi'),
  tr: () => import('./messages/tr'),
  id: () => import('./messages/id'),
  ru: () => import('./messages/ru'),
  es: () => import('./messages/es'),
};

/** The verifier's, /fairness' and /ops' messages of each language (English too): loaded by those pages. */
const PAGE_LOADERS: Readonly<Record<Locale, () => Promise<{ default: PagesCatalog }>>> = {
  en: () => import('./messages/pages/en'),
  'zh-CN': () => import('./messages/pages/zh-CN'),
  'zh-TW': () => import('./messages/pages/zh-TW'),
  ko: () => import('./messages/pages/ko'),
  vi: () => import('./messages/pages/vi'),
  tr: () => import('./messages/pages/tr'),
  id: () => import('./messages/pages/id'),
  ru: () => import('./messages/pages/ru'),
  es: () => import('./messages/pages/es'),
};

export interface I18nState {
  locale: Locale;
  catalog: Catalog;
  /** The pages' messages in `locale`, once a page asked for them (null before). */
  pages: PagesCatalog | null;
}

export const i18nStore = createStore<I18nState>()(() => ({ locale: DEFAULT_LOCALE, catalog: en, pages: null }));

/** Set once a page needing its own messages was opened: from then on a language switch loads them too. */
let pagesWanted = false;

/** The pages' messages of a language (English when that language's chunk cannot be fetched). */
export async function loadPages(locale: Locale): Promise<PagesCatalog> {
  try {
    return (await PAGE_LOADERS[locale]()).default;
  } catch (error) {
    if (locale === 'en') throw error;
    return (await PAGE_LOADERS.en()).default;
  }
}

/** The verifier, /fairness and /ops ask for their messages here (in the current language). */
export async function ensurePages(): Promise<void> {
  pagesWanted = true;
  const { locale, pages } = i18nStore.getState();
  if (pages) return;
  const loaded = await loadPages(locale);
  if (i18nStore.getState().locale === locale) i18nStore.setState({ pages: loaded });
}

/** For a page with its own messages: true once they are loaded in the current language (it renders nothing before). */
export function usePageTexts(): boolean {
  const ready = useStore(i18nStore, (state) => state.pages !== null);
  useEffect(() => {
    if (!ready) void ensurePages().catch((error: unknown) => console.error(error));
  }, [ready]);
  return ready;
}

/** The messages of a language (English at once, others fetched). */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  if (locale === 'en') return en;
  return (await LOADERS[locale]()).default;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

let pending: Locale | null = null;

/**
 * Switches the app to `locale`: fetches its messages, then shows them, sets `<html lang>` and remembers
 * the choice (`remember: false` when it only follows the browser's languages). A language whose messages
 * cannot be fetched leaves the app as it was and rejects.
 */
export async function setLocale(locale: Locale, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  pending = locale;
  const [catalog, pages] = await Promise.all([loadCatalog(locale), pagesWanted ? loadPages(locale) : null]);
  // Two quick switches: the last one chosen wins, whichever loads first.
  if (pending !== locale) return;
  i18nStore.setState({ locale, catalog, pages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (remember) {
    try {
      browserStorage()?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Not remembered where storage is blocked; the language still changes.
    }
  }
}

/** Before the first render: the remembered language, else the first of `navigator.languages` the app has. */
export async function startI18n(): Promise<void> {
  const languages = typeof navigator === 'undefined' ? undefined : navigator.languages;
  const locale = initialLocale(browserStorage(), languages);
  try {
    await setLocale(locale, { remember: false });
  } catch (error) {
    // A language chunk that fails to load (offline, a new deployment): the app runs in English.
    console.error(error);
    await setLocale(DEFAULT_LOCALE, { remember: false });
  }
}

/** A message in the current language (for code outside React: errors, toasts). */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(i18nStore.getState(), key, params);
}

export function currentLocale(): Locale {
  return i18nStore.getState().locale;
}

/** A token amount in the current language's format. */
export function formatAmount(value: AmountInput | null | undefined): string {
  return formatAmountIn(currentLocale(), value);
}

/** An amount with fixed decimals (the VRF fee) in the current language's format. */
export function formatFixed(value: AmountInput, decimals: number): string {
  return formatFixedIn(currentLocale(), value, decimals);
}

/** A time in UTC in the current language's format, with its "(UTC)". */
export function formatDate(value: Timestamp): string {
  const { locale, catalog } = i18nStore.getState();
  return formatDateIn(locale, value, catalog['common.utc']);
}

export interface I18n {
  locale: Locale;
  t: (key: MessageKey, params?: MessageParams) => string;
  /** A message whose placeholders are elements (a link inside a sentence): its parts, in the language's order. */
  rich: (key: MessageKey, nodes: Readonly<Record<string, ReactNode>>) => ReactNode[];
  amount: (value: AmountInput | null | undefined) => string;
  fixed: (value: AmountInput, decimals: number) => string;
  date: (value: Timestamp) => string;
}

/** The current language for a component: it renders again when the language changes. */
export function useI18n(): I18n {
  const { locale, catalog, pages } = useStore(i18nStore);
  const messages = { locale, catalog, pages };
  return {
    locale,
    t: (key, params) => translate(messages, key, params),
    rich: (key, nodes) =>
      lookup(messages, key)
        .split(/\{(\w+)\}/)
        .map((part, index) => {
          if (index % 2 === 0) return part;
          const node = nodes[part];
          return node === undefined ? `{${part}}` : <Fragment key={part}>{node}</Fragment>;
        }),
    amount: (value) => formatAmountIn(locale, value),
    fixed: (value, decimals) => formatFixedIn(locale, value, decimals),
    date: (value) => formatDateIn(locale, value, catalog['common.utc']),
  };
}

/** Only `t` of `useI18n`. */
export function useT(): I18n['t'] {
  return useI18n().t;
}
