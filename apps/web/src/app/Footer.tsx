import { FOOTER, getConfig } from '@gm-claim/web-core-config';
import { Logo } from '@gm-claim/web-core-ui';
import { LanguageSelect } from './LanguageSelect';
import { useI18n } from '@gm-claim/web-core-i18n';

/** Footer: 194px high, content max 1200px, copyright 2025, support email, /privacy and /terms in new tabs, /fairness. */
export function Footer() {
  const { t } = useI18n();
  const email = getConfig().supportEmail;
  return (
    <footer className="gm-footer">
      <div className="gm-footer__inner">
        <div className="gm-footer__brand">
          <Logo size={28} />
          <span>{t('footer.rights', { year: FOOTER.copyrightYear })}</span>
        </div>
        <nav className="gm-footer__links" aria-label={t('footer.legal')}>
          <a href="/privacy" target="_blank" rel="noopener noreferrer">
            {t('footer.privacy')}
          </a>
          <a href="/terms" target="_blank" rel="noopener noreferrer">
            {t('footer.terms')}
          </a>
          <a href="/fairness">{t('footer.fairness')}</a>
          <a href={`mailto:${email}`}>{email}</a>
        </nav>
        <LanguageSelect />
      </div>
    </footer>
  );
}
