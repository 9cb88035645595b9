import { readdirSync, readFileSync, statSync } from 'node:fs';
import { API_ERROR_CODES } from '@gm-claim/shared/dto/error-codes';
import path from 'node:path';
import { LOCALES } from './locales';
import { en } from './messages/en';
import { enPages } from './messages/pages/en';
import { loadCatalog, loadPages } from './store';
import { placeholders, type MessageKey } from './translate';

/** Both parts of English: every screen's texts and the verifier's, /fairness' and /ops' (their own chunk). */
const ENGLISH: Record<string, string> = { ...en, ...enPages };
const KEYS = Object.keys(ENGLISH) as MessageKey[];

/** Both parts of a language, as the app loads them. */
async function messagesOf(locale: (typeof LOCALES)[number]): Promise<Record<string, string>> {
  const [catalog, pages] = await Promise.all([loadCatalog(locale), loadPages(locale)]);
  return { ...catalog, ...pages };
}

describe('the catalogs', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s – every English key, no other, each non-empty with the same placeholders',
    async (locale) => {
      const catalog = await messagesOf(locale);
      expect(Object.keys(catalog).sort()).toEqual([...KEYS].sort());
      // The parts split as English's do (the pages' texts never in the language's main chunk).
      expect(Object.keys(await loadCatalog(locale)).sort()).toEqual(Object.keys(en).sort());
      for (const key of KEYS) {
        const text = catalog[key] as string;
        expect(`${key}: ${typeof text === 'string' && text.trim() !== ''}`).toBe(`${key}: true`);
        expect({ key, placeholders: placeholders(text) }).toEqual({
          key,
          placeholders: placeholders(ENGLISH[key] as string),
        });
      }
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s – translated: most texts differ from English',
    async (locale) => {
      const catalog = await messagesOf(locale);
      // Names (Mystery Marble, $winG, "(UTC)", "????", "{amount} GM") stay as they are; sentences do not.
      const same = KEYS.filter(
        (key) => catalog[key] === ENGLISH[key] && /[a-z]{3,} [a-z]{3,}/.test(ENGLISH[key] as string),
      );
      expect(same).toEqual([]);
    },
  );
});

/** Every source file of the web app outside the catalogs and the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return file.endsWith(path.join('i18n', 'messages')) ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|testing\.tsx?$|\.fake\.ts$/.test(name) ? [file] : [];
  });
}

describe('no key unused', () => {
  it('every key of the catalog is named somewhere in the app', () => {
    const code = sources(path.resolve(__dirname, '../..'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // An API error's text is named by its code (`api.<CODE>`, core/errors/api-error-messages.ts).
    const byCode = new Set<string>(API_ERROR_CODES.map((errorCode) => `api.${errorCode}`));
    const unused = KEYS.filter((key) => !code.includes(`'${key}'`) && !byCode.has(key));
    expect(unused).toEqual([]);
  });
});
