import { shortenAddress } from '@gm-claim/shared/address-display';
import { Link } from 'react-router';
import { isReducedLayout } from '@gm-claim/web-core-ui';
import { modalStore } from '@gm-claim/web-core-state';
import { isWalletConnected, useWallet } from '@gm-claim/web-core-wallet';
import { Logo } from '@gm-claim/web-core-ui';

export interface HeaderProps {
  /** TGE/Vesting buttons: on / and public vesting pages. */
  showNav: boolean;
  active?: 'tge' | 'vesting';
}

/** Header: TGE/Vesting buttons where the spec shows them and the wallet button. */
export function Header({ showNav, active }: HeaderProps) {
  const connected = useWallet(isWalletConnected);
  const address = useWallet((state) => state.address);
  const onWallet = (): void => {
    const open = modalStore.getState().actions.open;
    if (connected) open('DISCONNECT_WALLET_MODAL');
    else open(isReducedLayout() ? 'MOBILE_CONNECT_WALLET_MODAL' : 'CONNECT_WALLET_MODAL');
  };
  return (
    <header className={`gm-header ${showNav ? '' : 'gm-header--solo'}`}>
      <div className="gm-header__inner">
        <Link to="/" className="gm-header__brand" aria-label="GM Claim home">
          <Logo size={36} />
          <span>GM Claim</span>
        </Link>
        {showNav && (
          <nav className="gm-header__nav" aria-label="Main">
            <Link to="/" className={`gm-nav-button ${active === 'tge' ? 'is-active' : ''}`}>
              TGE
            </Link>
            <Link to="/vesting" className={`gm-nav-button ${active === 'vesting' ? 'is-active' : ''}`}>
              Vesting
            </Link>
          </nav>
        )}
        <button type="button" className="gm-wallet-button" onClick={onWallet}>
          {connected && address ? shortenAddress(address) : 'CONNECT WALLET'}
        </button>
      </div>
    </header>
  );
}
