import { useSyncExternalStore } from 'react';
import { getDiscoveredWallets, subscribeDiscovery } from './discovery';
import { getWalletHost } from './host';

/**
 * The event MetaMask Mobile (and wallets copying it) dispatch on window when they inject
 * `window.ethereum` after the page's scripts started (@metamask/detect-provider listens for it).
 */
export const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized';

/**
 * Whether this browser has a wallet in it: an injected EIP-1193 provider (`window.ethereum`,
 * Trust Wallet's `window.trustwallet`) or a wallet announced through EIP-6963. Inside a phone wallet's
 * dapp browser this is true; in a phone's own browser it is false.
 */
export function hasInjectedWallet(): boolean {
  const host = getWalletHost();
  return Boolean(host.ethereum() || host.trustwallet()) || getDiscoveredWallets().length > 0;
}

function subscribe(listener: () => void): () => void {
  const target = getWalletHost().eventTarget;
  const stopDiscovery = subscribeDiscovery(listener);
  target.addEventListener(ETHEREUM_INITIALIZED_EVENT, listener);
  return () => {
    stopDiscovery();
    target.removeEventListener(ETHEREUM_INITIALIZED_EVENT, listener);
  };
}

/** `hasInjectedWallet()`, again whenever a wallet announces itself or injects late. */
export function useInjectedWallet(): boolean {
  return useSyncExternalStore(subscribe, hasInjectedWallet, () => false);
}
