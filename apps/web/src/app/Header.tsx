import { shortenAddress } from '@gm-claim/shared/address-display';
import { Link } from 'react-router';
import { getConfig } from '@gm-claim/web-core-config';
import { shortMessage } from '@gm-claim/web-core-errors';
import { isReducedLayout, notify } from '@gm-claim/web-core-ui';
import { modalStore } from '@gm-claim/web-core-state';
import { ensureChain, isWalletConnected, useInjectedWallet, useWallet, walletStore } from '@gm-claim/web-core-wallet';
import { Logo } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';

export interface HeaderProps {
  /** TGE/Vesting buttons: on / and public vesting pages. */
  showNav: boolean;
  active?: 'tge' | 'vesting';
}

/** Asks the connected wallet to switch to the app's chain; a refusal or failure says why. */
async function switchToAppChain(): Promise<void> {
  const { provider } = walletStore.getState();
  if (!provider) return;
  try {
    await ensureChain(provider, getConfig());
    walletStore.getState().actions.chainChanged(Number(await provider.request({ method: 'eth_chainId' })));
  } catch (error) {
    notify.error(shortMessage(error));
  }
}

/** Header: TGE/Vesting buttons where the product shows them (docs/product.md#pages), a wrong-network badge and the wallet button. */
export function Header({ showNav, active }: HeaderProps) {
  const { t } = useI18n();
  const connected = useWallet(isWalletConnected);
  const address = useWallet((state) => state.address);
  const chainId = useWallet((state) => state.chainId);
  const wrongNetwork = connected && chainId !== null && chainId !== getConfig().chainId;
  const reduced = isReducedLayout(useInjectedWallet());
  const onWallet = (): void => {
    const open = modalStore.getState().actions.open;
    if (connected) open('DISCONNECT_WALLET_MODAL');
    else open(reduced ? 'MOBILE_CONNECT_WALLET_MODAL' : 'CONNECT_WALLET_MODAL');
  };
  const shown = connected && address ? shortenAddress(address) : null;
  return (
    <header className={`gm-header ${showNav ? '' : 'gm-header--solo'}`}>
      <div className="gm-header__inner">
        {/* Named by its text (kept for screen readers where it is hidden): the logo's own "GM" is drawn. */}
        <Link to="/" className="gm-header__brand">
          <Logo size={36} />
          <span>GM Claim</span>
        </Link>
        {showNav && (
          <nav className="gm-header__nav" aria-label={t('header.main')}>
            <Link to="/" className={`gm-nav-button ${active === 'tge' ? 'is-active' : ''}`}>
              TGE
            </Link>
            <Link to="/vesting" className={`gm-nav-button ${active === 'vesting' ? 'is-active' : ''}`}>
              {t('header.vesting')}
            </Link>
          </nav>
        )}
        <div className="gm-header__wallet">
          {wrongNetwork && (
            <button
              type="button"
              className="gm-network-badge"
              title={t('header.switchNetworkTitle')}
              onClick={() => void switchToAppChain()}
            >
              {t('header.wrongNetwork')}
            </button>
          )}
          <button
            type="button"
            className="gm-wallet-button"
            onClick={onWallet}
            aria-label={shown ? t('header.walletLabel', { address: shown }) : undefined}
          >
            {shown ?? t('header.connectWallet')}
          </button>
        </div>
      </div>
    </header>
  );
}
