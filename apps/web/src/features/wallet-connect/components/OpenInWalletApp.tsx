import { useId } from 'react';
import { walletAppLinks } from '@gm-claim/web-core-wallet';
import { useI18n } from '@gm-claim/web-core-i18n';

/**
 * For a phone browser without a wallet: links that open this page in a wallet app's dapp browser,
 * where the whole journey is offered (see apps/web/README.md, "Phone wallets").
 */
export function OpenInWalletApp() {
  const { t } = useI18n();
  const headingId = useId();
  const links = walletAppLinks(window.location.href);
  return (
    <section className="gm-wallet-apps" aria-labelledby={headingId} data-testid="open-in-wallet-app">
      <h2 id={headingId} className="gm-wallet-apps__title">
        {t('walletApps.title')}
      </h2>
      <p className="gm-muted">{t('walletApps.text')}</p>
      <ul className="gm-wallet-apps__list">
        {links.map((link) => (
          <li key={link.id}>
            <a className="gm-wallet-apps__link" href={link.href} rel="noopener noreferrer" data-wallet={link.id}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
