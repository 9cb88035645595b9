import { useId, useState } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, setLocale, useI18n } from '@gm-claim/web-core-i18n';
import { notify } from '@gm-claim/web-core-ui';

/**
 * The language menu (in the footer): a native select, so a phone shows its own picker and a keyboard
 * works as everywhere. Each language is listed by its own name; the choice is remembered.
 */
export function LanguageSelect() {
  const { t, locale } = useI18n();
  const id = useId();
  const [loading, setLoading] = useState(false);
  const onChange = async (value: string): Promise<void> => {
    if (!isLocale(value)) return;
    setLoading(true);
    try {
      await setLocale(value);
    } catch {
      notify.error(t('language.loadFailed'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="gm-language">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        className="gm-language__select"
        value={locale}
        aria-busy={loading}
        onChange={(event) => void onChange(event.target.value)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
