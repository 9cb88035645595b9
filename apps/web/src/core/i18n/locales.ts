/** The app's languages: English (the default, the specification's texts) and eight more. */
export const LOCALES = ['en', 'zh-CN', 'zh-TW', 'ko', 'vi', 'tr', 'id', 'ru', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as the language menu lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ko: '한국어',
  vi: 'Tiếng Việt',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  ru: 'Русский',
  es: 'Español',
};

/** Where the chosen language is remembered across visits. */
export const LOCALE_STORAGE_KEY = 'gm-claim-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Chinese written in Traditional characters: zh-Hant, and the regions that use it when no script is named. */
function isTraditionalChinese(subtags: string[]): boolean {
  if (subtags.includes('hant')) return true;
  if (subtags.includes('hans')) return false;
  return subtags.some((tag) => tag === 'tw' || tag === 'hk' || tag === 'mo');
}

/** The app's locale for one BCP 47 tag ("ru-RU" → ru, "zh-HK" → zh-TW, "in" → id), or null. */
export function localeForTag(tag: string): Locale | null {
  const subtags = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const language = subtags[0];
  switch (language) {
    case 'en':
      return 'en';
    case 'zh':
      return isTraditionalChinese(subtags.slice(1)) ? 'zh-TW' : 'zh-CN';
    case 'ko':
    case 'vi':
    case 'tr':
    case 'ru':
    case 'es':
      return language;
    // "in" is the old code of Indonesian some Android browsers still send.
    case 'id':
    case 'in':
      return 'id';
    default:
      return null;
  }
}

/** The first of the browser's languages (`navigator.languages`, in the user's order) the app has, else English. */
export function detectLocale(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const locale = localeForTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The remembered choice if there is one, else the browser's languages. */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> | undefined,
  languages: readonly string[] | undefined,
): Locale {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Storage may be blocked (private mode, a wallet's web view): the browser's languages decide.
  }
  return isLocale(saved) ? saved : detectLocale(languages);
}
