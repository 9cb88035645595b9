import { detectLocale, initialLocale, localeForTag, LOCALE_STORAGE_KEY } from './locales';
import { currentLocale, ensurePages, formatAmount, formatDate, i18nStore, setLocale, startI18n, t } from './store';
import { en } from './messages/en';

function storage(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === LOCALE_STORAGE_KEY ? value : null) };
}

describe('locale detection', () => {
  it.each([
    ['en-GB', 'en'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['ko-KR', 'ko'],
    ['vi', 'vi'],
    ['tr-TR', 'tr'],
    ['id-ID', 'id'],
    ['in', 'id'],
    ['ru_RU', 'ru'],
    ['es-419', 'es'],
    ['fr-FR', null],
  ])('tag %s → %s', (tag, locale) => {
    expect(localeForTag(tag)).toBe(locale);
  });

  it('the first of navigator.languages the app has, else English', () => {
    expect(detectLocale(['fr-FR', 'ru-RU', 'en-US'])).toBe('ru');
    expect(detectLocale(['de-DE', 'fr'])).toBe('en');
    expect(detectLocale([])).toBe('en');
    expect(detectLocale(undefined)).toBe('en');
  });

  it('a remembered choice wins over the browser; an unknown or unreadable one is ignored', () => {
    expect(initialLocale(storage('ko'), ['ru-RU'])).toBe('ko');
    expect(initialLocale(storage('xx'), ['ru-RU'])).toBe('ru');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(initialLocale(blocked, ['vi-VN'])).toBe('vi');
  });
});

describe('switching and remembering', () => {
  afterEach(async () => {
    await setLocale('en', { remember: false });
    localStorage.clear();
  });

  it('a switch loads the language, sets <html lang> and remembers it for the next visit', async () => {
    await setLocale('ru');
    expect(currentLocale()).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ru');
    expect(t('header.connectWallet')).toBe('ПОДКЛЮЧИТЬ КОШЕЛЁК');
    // The next visit (a fresh start) opens in the remembered language, whatever the browser says.
    i18nStore.setState({ locale: 'en', catalog: en });
    await startI18n();
    expect(currentLocale()).toBe('ru');
  });

  it('following the browser is not remembered as a choice', async () => {
    const languages = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['tr-TR', 'en']);
    await startI18n();
    expect(currentLocale()).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    languages.mockRestore();
  });

  it('two quick switches: the last one chosen wins', async () => {
    await Promise.all([setLocale('ko'), setLocale('es')]);
    expect(currentLocale()).toBe('es');
    expect(t('modal.okay')).toBe('ACEPTAR');
  });

  it('placeholders are filled in every language', async () => {
    await setLocale('zh-CN');
    expect(t('challenge.stakeLimit', { amount: '1,000' })).toBe('您最多可质押 1,000 GM。');
  });
});

describe('amounts and dates', () => {
  const JAN_5_2026_1403 = Date.UTC(2026, 0, 5, 14, 3) / 1000;
  afterEach(async () => setLocale('en', { remember: false }));

  it("English keeps the specification's formats", () => {
    expect(formatAmount(1_234_567_890_000_000_000_000n)).toBe('1,234.56');
    expect(formatAmount(10n ** 24n)).toBe('1,000,000');
    expect(formatDate(JAN_5_2026_1403)).toBe('Jan 05 2026, 14:03 (UTC)');
  });

  it.each([
    ['ru', '1 234 567,89', /^05 янв\.? 2026 г\.?,? 14:03 \(UTC\)$/],
    ['es', '1.234.567,89', /^0?5 ene 2026, 14:03 \(UTC\)$/],
    ['tr', '1.234.567,89', /^05 Oca 2026 14:03 \(UTC\)$/],
    ['id', '1.234.567,89', /^05 Jan 2026,? 14[.:]03 \(UTC\)$/],
    ['vi', '1.234.567,89', /14:03.*05.*2026 \(UTC\)$/],
    ['zh-CN', '1,234,567.89', /^2026年1月05日 14:03 \(UTC\)$/],
    ['ko', '1,234,567.89', /^2026년 1월 05일 14:03 \(UTC\)$/],
  ] as const)('%s – Intl grouping, decimal mark and month names, in UTC', async (locale, amount, date) => {
    await setLocale(locale, { remember: false });
    expect(formatAmount(1_234_567_890_000_000_000_000_000n).replace(/\u00a0|\u202f/g, ' ')).toBe(amount);
    expect(formatDate(JAN_5_2026_1403).replace(/\u00a0|\u202f/g, ' ')).toMatch(date);
  });

  it('amounts stay exact above 2^53 and are truncated, never rounded', async () => {
    await setLocale('ru', { remember: false });
    expect(formatAmount(123_456_789_012_345_678_999n * 10n ** 18n + 999n * 10n ** 15n).replace(/\u00a0/g, ' ')).toBe(
      '123 456 789 012 345 678 999,99',
    );
  });
});

describe("the verifier's, /fairness' and /ops' texts", () => {
  afterEach(async () => setLocale('en', { remember: false }));

  it('are loaded by those pages, and follow a language switch once loaded', async () => {
    await ensurePages();
    expect(t('verify.title')).toBe('Verify a Challenge');
    await setLocale('ko', { remember: false });
    expect(t('verify.title')).toBe('챌린지 검증');
    expect(t('ops.title')).toBe('운영자 콕핏');
  });
});
