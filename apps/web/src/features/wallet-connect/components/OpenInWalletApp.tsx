import { useId } from 'react';
import { walletAppLinks } from '@gm-claim/web-core-wallet';

/**
 * For a phone browser without a wallet: links that open this page in a wallet app's dapp browser,
 * where the whole journey is offered (see apps/web/README.md, "Phone wallets").
 */
export function OpenInWalletApp() {
  const headingId = useId();
  const links = walletAppLinks(window.location.href);
  return (
    <section className="gm-wallet-apps" aria-labelledby={headingId} data-testid="open-in-wallet-app">
      <h2 id={headingId} className="gm-wallet-apps__title">
        Open in your wallet app
      </h2>
      <p className="gm-muted">To claim on this phone, open this page in the browser of the wallet app that holds your tokens.</p>
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
