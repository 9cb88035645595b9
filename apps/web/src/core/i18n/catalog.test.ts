import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from './locales';
import { en } from './messages/en';
import { loadCatalog } from './store';
import { placeholders, type Catalog, type MessageKey } from './translate';

const KEYS = Object.keys(en) as MessageKey[];

describe('the catalogs', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s – every English key, no other, each non-empty with the same placeholders',
    async (locale) => {
      const catalog: Catalog = await loadCatalog(locale);
      expect(Object.keys(catalog).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        const text = catalog[key];
        expect(`${key}: ${typeof text === 'string' && text.trim() !== ''}`).toBe(`${key}: true`);
        expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(en[key]) });
      }
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s – translated: most texts differ from English',
    async (locale) => {
      const catalog = await loadCatalog(locale);
      // Names (Mystery Marble, $winG, "(UTC)", "????", "{amount} GM") stay as they are; sentences do not.
      const same = KEYS.filter((key) => catalog[key] === en[key] && /[a-z]{3,} [a-z]{3,}/.test(en[key]));
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
    const unused = KEYS.filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});
