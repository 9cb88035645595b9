import { getConfig } from '../config/config';
import type { Eip1193Provider } from './eip1193';
import { getDiscoveredWallets } from './discovery';
import { getWalletHost } from './host';

export interface Connector {
  id: string;
  name: string;
  /** Where to install the wallet when it is missing (named injected wallets only). */
  installUrl?: string;
  icon?: string;
  getProvider(): Promise<Eip1193Provider | null>;
}

export const METAMASK_ID = 'metaMask';
export const TRUST_ID = 'trust';
export const WALLETCONNECT_ID = 'walletConnect';

const METAMASK_RDNS = 'io.metamask';
const TRUST_RDNS = 'com.trustwallet.app';

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
 * WalletConnect is offered only when a project id is configured. The relay client
 * (@walletconnect/ethereum-provider) is not part of this build, so the option is shown disabled
 * with this reason; see the README.
 */
export function walletConnectUnavailableReason(): string {
  return getConfig().walletConnectProjectId
    ? 'WalletConnect is not included in this build.'
    : 'WalletConnect needs a project id (VITE_WALLETCONNECT_PROJECT_ID).';
}

export function findConnector(id: string): Connector | undefined {
  return [metaMaskConnector, trustWalletConnector, ...discoveredConnectors()].find((connector) => connector.id === id);
}
