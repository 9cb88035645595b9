import { getConfig } from '@gm-claim/web-core-config';
import { flowStore } from '@gm-claim/web-core-state';
import { walletStore } from './wallet-store';
import type { Eip1193Provider } from './eip1193';
import { isSwitchingChain } from './ensure-chain';
import { walletNoticed, type WalletNotice } from './wallet-notices';

export const RECENT_CONNECTOR_KEY = 'gm-claim.recentConnectorId';

type Detach = () => void;
let detach: Detach | null = null;
let onLeave: (() => void) | null = null;

/** Registered by disconnectWallet to break the import cycle session → disconnect → session. */
export function setLeaveHandler(handler: () => void): void {
  onLeave = handler;
}

/** The wallet left on its own (account, network, disconnected): back to MAIN, disconnect, say why. */
function leave(reason: WalletNotice): void {
  flowStore.getState().actions.walletLeft();
  onLeave?.();
  walletNoticed(reason);
}

/**
 * Watches the wallet: an account change, or a chain change the app did not ask for, returns to
 * MAIN and disconnects (docs/product.md#wallet).
 */
export function attachSession(provider: Eip1193Provider): void {
  detachSession();
  const onAccounts = (accounts: string[]): void => {
    const current = walletStore.getState().address;
    if (!accounts.length) leave({ kind: 'walletDisconnected' });
    else if (accounts[0]?.toLowerCase() !== current?.toLowerCase()) leave({ kind: 'accountChanged' });
  };
  const onChain = (chainIdHex: string): void => {
    const chainId = Number(chainIdHex);
    if (isSwitchingChain() || chainId === getConfig().chainId) {
      walletStore.getState().actions.chainChanged(chainId);
      return;
    }
    leave({ kind: 'chainChanged' });
  };
  const onDisconnect = (): void => leave({ kind: 'walletDisconnected' });
  provider.on?.('accountsChanged', onAccounts as (...args: never[]) => void);
  provider.on?.('chainChanged', onChain as (...args: never[]) => void);
  provider.on?.('disconnect', onDisconnect as (...args: never[]) => void);
  detach = () => {
    provider.removeListener?.('accountsChanged', onAccounts as (...args: never[]) => void);
    provider.removeListener?.('chainChanged', onChain as (...args: never[]) => void);
    provider.removeListener?.('disconnect', onDisconnect as (...args: never[]) => void);
  };
}

export function detachSession(): void {
  detach?.();
  detach = null;
}
