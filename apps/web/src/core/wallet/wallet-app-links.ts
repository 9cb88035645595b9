/**
 * "Open in your wallet app": links that open a page in the dapp browser of a BNB Smart Chain wallet
 * app, for a phone browser without a wallet. Only wallets that publish a format for opening a dapp URL
 * are here; where each format is documented is listed in apps/web/README.md ("Phone wallets").
 */
export interface WalletAppLink {
  id: string;
  name: string;
  href: string;
}

interface WalletAppFormat {
  id: string;
  name: string;
  link(pageUrl: string): string;
}

/** Trust Wallet's coin id for BNB Smart Chain (its Universal Asset ID `c20000714`). */
export const TRUST_BSC_COIN_ID = 20000714;

/** TokenPocket's `source`: who asks it to open the page. */
export const TOKENPOCKET_SOURCE = 'GM Claim';

const FORMATS: readonly WalletAppFormat[] = [
  {
    id: 'trust',
    name: 'Trust Wallet',
    link: (url) => `https://link.trustwallet.com/open_url?coin_id=${TRUST_BSC_COIN_ID}&url=${encodeURIComponent(url)}`,
  },
  {
    // MetaMask takes the page without its scheme, unencoded: an encoded "/" or "?" opens a blank tab.
    id: 'metamask',
    name: 'MetaMask',
    link: (url) => `https://link.metamask.io/dapp/${url.replace(/^https?:\/\//i, '')}`,
  },
  {
    // OKX: its app deep link, with the page encoded inside, encoded again as its download page's parameter.
    id: 'okx',
    name: 'OKX Wallet',
    link: (url) =>
      `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encodeURIComponent(url)}`)}`,
  },
  {
    id: 'bitget',
    name: 'Bitget Wallet',
    link: (url) => `https://bkcode.vip?action=dapp&url=${encodeURIComponent(url)}`,
  },
  {
    // A custom scheme (TokenPocket publishes no https link for it): it does nothing where the app is missing.
    id: 'tokenpocket',
    name: 'TokenPocket',
    link: (url) =>
      `tpdapp://open?params=${encodeURIComponent(JSON.stringify({ url, chain: 'BSC', source: TOKENPOCKET_SOURCE }))}`,
  },
];

/** The links that open `pageUrl` in each wallet app's dapp browser, in the order the page lists them. */
export function walletAppLinks(pageUrl: string): WalletAppLink[] {
  return FORMATS.map(({ id, name, link }) => ({ id, name, href: link(pageUrl) }));
}
