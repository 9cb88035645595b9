import type { Eip6963ProviderDetail } from './eip1193';
import {
  METAMASK_ID,
  METAMASK_RDNS,
  TRUST_ID,
  TRUST_RDNS,
  WALLETCONNECT_ID,
  discoveredConnectors,
  walletConnectUnavailableReason,
} from './connectors';
import { getDiscoveredWallets } from './discovery';
import { getWalletHost } from './host';

/** One choice in the connect modal. */
export interface WalletOption {
  id: string;
  name: string;
  /** The icon the wallet announced (an image data URI), or none: the modal draws its own. */
  icon: string | null;
  /** Announced by the browser (EIP-6963) or injected: it opens at once, no install page. */
  installed: boolean;
  /** Why the option cannot be used here (WalletConnect without a project id), or null. */
  unavailableReason: string | null;
}

/** The wallets BNB Chain users hold, offered first (in this order) when the browser announces them. */
const BNB_CHAIN_WALLETS: ReadonlyArray<{ rdns: string; name: string }> = [
  { rdns: 'com.binance.wallet', name: 'Binance Wallet' },
  { rdns: 'com.okex.wallet', name: 'OKX Wallet' },
  { rdns: 'io.safepal', name: 'SafePal' },
  { rdns: 'pro.tokenpocket', name: 'TokenPocket' },
];

/** Only image data URIs are shown (EIP-6963 asks for them): nothing is fetched from elsewhere. */
function safeIcon(icon: string | undefined): string | null {
  return icon && /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i.test(icon) ? icon : null;
}

function announced(rdns: string): Eip6963ProviderDetail | undefined {
  return getDiscoveredWallets().find((wallet) => wallet.info.rdns === rdns);
}

function preference(rdns: string, name: string): number {
  const index = BNB_CHAIN_WALLETS.findIndex(
    (wallet) => wallet.rdns === rdns || wallet.name.toLowerCase() === name.trim().toLowerCase(),
  );
  return index === -1 ? BNB_CHAIN_WALLETS.length : index;
}

/**
 * The connect modal's choices: MetaMask and Trust Wallet (docs/product.md#wallet, with the icon and name they
 * announce and "Installed" when present), the other announced wallets (the BNB Chain ones first),
 * then WalletConnect.
 */
export function walletOptions(): WalletOption[] {
  const host = getWalletHost();
  const injected = host.ethereum();
  const metaMask = announced(METAMASK_RDNS);
  const trust = announced(TRUST_RDNS);
  const named: WalletOption[] = [
    {
      id: METAMASK_ID,
      name: metaMask?.info.name || 'MetaMask',
      icon: safeIcon(metaMask?.info.icon),
      installed: Boolean(metaMask) || Boolean(injected?.isMetaMask && !injected.isTrust),
      unavailableReason: null,
    },
    {
      id: TRUST_ID,
      name: trust?.info.name || 'Trust Wallet',
      icon: safeIcon(trust?.info.icon),
      installed: Boolean(trust) || Boolean(host.trustwallet()) || Boolean(injected?.isTrust || injected?.isTrustWallet),
      unavailableReason: null,
    },
  ];
  const others = discoveredConnectors()
    .map((connector) => ({
      option: {
        id: connector.id,
        name: connector.name,
        icon: safeIcon(connector.icon),
        installed: true,
        unavailableReason: null,
      },
      rank: preference(connector.id.replace(/^eip6963:/, ''), connector.name),
    }))
    .sort((a, b) => a.rank - b.rank || a.option.name.localeCompare(b.option.name))
    .map(({ option }) => option);
  const relay: WalletOption = {
    id: WALLETCONNECT_ID,
    name: 'WalletConnect',
    icon: null,
    installed: false,
    unavailableReason: walletConnectUnavailableReason(),
  };
  return [...named, ...others, relay];
}
