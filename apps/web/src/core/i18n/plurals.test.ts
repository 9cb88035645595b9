import { LOCALES, type Locale } from './locales';
import { en } from './messages/en';
import { enPages } from './messages/pages/en';
import { loadCatalog, loadPages } from './store';
import { formatMessage, pluralSelectors, translate } from './translate';

/** The counts every language is checked over: they hit each category of the app's languages. */
const COUNTS = [0, 1, 2, 5, 21, 22, 25, 111] as const;

/** "Vesting {months} Months" in each language for each of COUNTS: the words a reader must see. */
const VESTING_MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Vesting 0 Months', 'Vesting 1 Month', 'Vesting 2 Months', 'Vesting 5 Months', 'Vesting 21 Months', 'Vesting 22 Months', 'Vesting 25 Months', 'Vesting 111 Months'],
  es: ['Vesting 0 meses', 'Vesting 1 mes', 'Vesting 2 meses', 'Vesting 5 meses', 'Vesting 21 meses', 'Vesting 22 meses', 'Vesting 25 meses', 'Vesting 111 meses'],
  ru: ['Вестинг 0 месяцев', 'Вестинг 1 месяц', 'Вестинг 2 месяца', 'Вестинг 5 месяцев', 'Вестинг 21 месяц', 'Вестинг 22 месяца', 'Вестинг 25 месяцев', 'Вестинг 111 месяцев'],
  tr: ['0 Ay Vesting', '1 Ay Vesting', '2 Ay Vesting', '5 Ay Vesting', '21 Ay Vesting', '22 Ay Vesting', '25 Ay Vesting', '111 Ay Vesting'],
  id: ['Vesting 0 Bulan', 'Vesting 1 Bulan', 'Vesting 2 Bulan', 'Vesting 5 Bulan', 'Vesting 21 Bulan', 'Vesting 22 Bulan', 'Vesting 25 Bulan', 'Vesting 111 Bulan'],
  vi: ['Vesting 0 tháng', 'Vesting 1 tháng', 'Vesting 2 tháng', 'Vesting 5 tháng', 'Vesting 21 tháng', 'Vesting 22 tháng', 'Vesting 25 tháng', 'Vesting 111 tháng'],
  ko: ['0개월 베스팅', '1개월 베스팅', '2개월 베스팅', '5개월 베스팅', '21개월 베스팅', '22개월 베스팅', '25개월 베스팅', '111개월 베스팅'],
  'zh-CN': ['0 个月归属', '1 个月归属', '2 个月归属', '5 个月归属', '21 个月归属', '22 个月归属', '25 个月归属', '111 个月归属'],
  'zh-TW': ['0 個月歸屬', '1 個月歸屬', '2 個月歸屬', '5 個月歸屬', '21 個月歸屬', '22 個月歸屬', '25 個月歸屬', '111 個月歸屬'],
};

/** "{count} upcoming releases, as an iCalendar (.ics) file." in the languages whose words change with the count. */
const UPCOMING: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  en: ['0 upcoming releases', '1 upcoming release', '2 upcoming releases', '5 upcoming releases', '21 upcoming releases', '22 upcoming releases', '25 upcoming releases', '111 upcoming releases'],
  es: ['0 próximas liberaciones', '1 próxima liberación', '2 próximas liberaciones', '5 próximas liberaciones', '21 próximas liberaciones', '22 próximas liberaciones', '25 próximas liberaciones', '111 próximas liberaciones'],
  ru: ['0 предстоящих выплат', '1 предстоящая выплата', '2 предстоящие выплаты', '5 предстоящих выплат', '21 предстоящая выплата', '22 предстоящие выплаты', '25 предстоящих выплат', '111 предстоящих выплат'],
};

async function messagesOf(locale: Locale) {
  return { locale, catalog: await loadCatalog(locale), pages: await loadPages(locale) };
}

describe('plurals, by Intl.PluralRules', () => {
  it.each(LOCALES)('%s – "Vesting {months} Months" takes the right form for 0, 1, 2, 5, 21, 22, 25, 111', async (locale) => {
    const messages = await messagesOf(locale);
    expect(COUNTS.map((months) => translate(messages, 'sched.vestingMonths', { months }))).toEqual(VESTING_MONTHS[locale]);
  });

  it.each(Object.keys(UPCOMING) as Locale[])('%s – the calendar\'s count of releases agrees with its noun', async (locale) => {
    const messages = await messagesOf(locale);
    const texts = COUNTS.map((count) => translate(messages, 'dash.upcoming', { count }));
    texts.forEach((text, index) => expect(text.startsWith(UPCOMING[locale]?.[index] as string)).toBe(true));
  });

  it('Russian: 21 and 111 are not alike (one vs many), as 1 and 11 are not', async () => {
    const messages = await messagesOf('ru');
    expect(translate(messages, 'sched.rest', { count: 21, vesting: 'A', each: 'B' })).toBe(
      'A разблокируется за 21 ежемесячную выплату по B',
    );
    expect(translate(messages, 'sched.rest', { count: 11, vesting: 'A', each: 'B' })).toBe(
      'A разблокируется за 11 ежемесячных выплат по B',
    );
  });

  it.each(LOCALES)('%s – every plural lists exactly the language\'s categories (English\'s plurals too)', async (locale) => {
    const messages = await messagesOf(locale);
    const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
    const texts: Record<string, string> = { ...messages.catalog, ...messages.pages };
    const english: Record<string, string> = { ...en, ...enPages };
    for (const [key, text] of Object.entries(texts)) {
      const selectors = pluralSelectors(text);
      for (const [name, forms] of Object.entries(selectors)) {
        expect({ key, name, forms: forms.filter((form) => !form.startsWith('=')) }).toEqual({ key, name, forms: categories });
      }
      // A count English words by its plural is one this language words by its own, unless it has one form only.
      if (categories.length > 1)
        for (const name of Object.keys(pluralSelectors(english[key] as string)))
          expect({ key, plural: name in selectors }).toEqual({ key, plural: true });
    }
  });
});

describe('formatMessage', () => {
  it('an exact =n form wins over the category; # is the number; nested placeholders are filled', () => {
    const text = '{n, plural, =0 {none for {who}} one {# for {who}} other {# each for {who}}}';
    expect(formatMessage(text, 'en', { n: 0, who: 'you' })).toBe('none for you');
    expect(formatMessage(text, 'en', { n: 1, who: 'you' })).toBe('1 for you');
    expect(formatMessage(text, 'en', { n: 3, who: 'you' })).toBe('3 each for you');
  });

  it('a missing value leaves the placeholder as written; braces that are no argument stay', () => {
    expect(formatMessage('{a} and {b}', 'en', { a: 1 })).toBe('1 and {b}');
    expect(formatMessage('a { b } c', 'en', {})).toBe('a { b } c');
  });
});
