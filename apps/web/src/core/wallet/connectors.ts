import { getConfig } from '@gm-claim/web-core-config';
import type { Eip1193Provider } from './eip1193';
import { getDiscoveredWallets } from './discovery';
import { getWalletHost } from './host';

export interface Connector {
  id: string;
  name: string;
  /** Where to install the wallet when it is missing (named injected wallets only). */
  installUrl?: string;
  icon?: string;
  /** The provider to connect with (may prompt: the relay opens its QR modal); null when missing. */
  getProvider(): Promise<Eip1193Provider | null>;
  /** The provider of a stored session, without prompting (reload); defaults to getProvider. */
  restoreProvider?(): Promise<Eip1193Provider | null>;
}

export const METAMASK_ID = 'metaMask';
export const TRUST_ID = 'trust';
export const WALLETCONNECT_ID = 'walletConnect';

export const METAMASK_RDNS = 'io.metamask';
export const TRUST_RDNS = 'com.trustwallet.app';

/** What the connect modal says when no WalletConnect project id is configured. */
export const WALLETCONNECT_UNAVAILABLE = 'WalletConnect is not available on this site';

function byRdns(rdns: string): Eip1193Provider | null {
  return getDiscoveredWallets().find((wallet) => wallet.info.rdns === rdns)?.provider ?? null;
}

export const metaMaskConnector: Connector = {
  id: METAMASK_ID,
  name: 'MetaMask',
  installUrl: 'https://metamask.io/download/',
  async getProvider() {
    const announced = byRdns(METAMASK_RDNS);
    if (announced) return announced;
    const injected = getWalletHost().ethereum();
    return injected?.isMetaMask && !injected.isTrust ? injected : null;
  },
};

export const trustWalletConnector: Connector = {
  id: TRUST_ID,
  name: 'Trust Wallet',
  installUrl: 'https://trustwallet.com/download',
  async getProvider() {
    const announced = byRdns(TRUST_RDNS);
    if (announced) return announced;
    const host = getWalletHost();
    const trust = host.trustwallet();
    if (trust) return trust;
    const injected = host.ethereum();
    return injected?.isTrust || injected?.isTrustWallet ? injected : null;
  },
};

/** Other EIP-6963 wallets (not the two named ones), one connector each. */
export function discoveredConnectors(): Connector[] {
  return getDiscoveredWallets()
    .filter((wallet) => wallet.info.rdns !== METAMASK_RDNS && wallet.info.rdns !== TRUST_RDNS)
    .map((wallet) => ({
      id: `eip6963:${wallet.info.rdns}`,
      name: wallet.info.name,
      icon: wallet.info.icon,
      getProvider: async () => wallet.provider,
    }));
}

/**
 * WalletConnect (docs/product.md#wallet) is offered only when a project id is configured
 * (VITE_WALLETCONNECT_PROJECT_ID or walletConnectProjectId in /config.json). The relay client is
 * loaded by this dynamic import() only when the user picks it (or a stored session is restored), so
 * it stays out of the initial bundle.
 */
export const walletConnectConnector: Connector = {
  id: WALLETCONNECT_ID,
  name: 'WalletConnect',
  async getProvider() {
    const { connectWalletConnect } = await import('./walletconnect');
    return connectWalletConnect(getConfig());
  },
  async restoreProvider() {
    const { restoreWalletConnect } = await import('./walletconnect');
    return restoreWalletConnect(getConfig());
  },
};

/** Why the WalletConnect option is disabled, or null when it is available. */
export function walletConnectUnavailableReason(): string | null {
  // What a user reads: never the name of a setting (operators find it in the README).
  return getConfig().walletConnectProjectId ? null : WALLETCONNECT_UNAVAILABLE;
}

export function findConnector(id: string): Connector | undefined {
  const relay = walletConnectUnavailableReason() === null ? [walletConnectConnector] : [];
  return [metaMaskConnector, trustWalletConnector, ...relay, ...discoveredConnectors()].find(
    (connector) => connector.id === id,
  );
}
