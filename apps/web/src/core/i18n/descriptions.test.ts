import { DESCRIPTIONS, PLACEHOLDERS, SCREENS, translatorNote } from './messages/descriptions';
import { en } from './messages/en';
import { enPages } from './messages/pages/en';
import { placeholders, type MessageKey } from './translate';

const ENGLISH: Record<string, string> = { ...en, ...enPages };
const KEYS = Object.keys(ENGLISH) as MessageKey[];

describe('descriptions for translators (messages/descriptions.ts)', () => {
  it('every key has a description, and no description is left for a key that is gone', () => {
    expect(KEYS.filter((key) => !DESCRIPTIONS[key]?.trim())).toEqual([]);
    expect(Object.keys(DESCRIPTIONS).filter((key) => !(key in ENGLISH))).toEqual([]);
  });

  it('every key prefix says where its texts show; no screen is left for a prefix that is gone', () => {
    const prefixes = new Set(KEYS.map((key) => key.split('.')[0] as string));
    expect([...prefixes].filter((prefix) => !SCREENS[prefix]?.trim())).toEqual([]);
    expect(Object.keys(SCREENS).filter((prefix) => !prefixes.has(prefix))).toEqual([]);
  });

  it('every placeholder of the English texts is explained', () => {
    const used = new Set(KEYS.flatMap((key) => placeholders(ENGLISH[key] as string)));
    expect([...used].filter((name) => !PLACEHOLDERS[name]?.trim()).sort()).toEqual([]);
    expect(Object.keys(PLACEHOLDERS).filter((name) => !used.has(name))).toEqual([]);
  });

  it('a translator note joins them: what, where, placeholders, the English', () => {
    expect(translatorNote('sched.vestingMonths', en['sched.vestingMonths'], ['months'])).toBe(
      "The schedule's length (plural on the number of months). Shown in a vesting dashboard: the schedule's terms in words. " +
        'Placeholders: {months}: a number of months: the plural picks the form. English: ' +
        en['sched.vestingMonths'],
    );
  });
});
