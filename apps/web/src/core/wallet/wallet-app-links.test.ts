import { TOKENPOCKET_SOURCE, walletAppLinks } from './wallet-app-links';

// A page with a path, a query and a fragment: each must survive the wallet's format whole.
const PAGE = 'https://claim.example.org/vesting?ref=phone&lang=en#history';

function linkOf(id: string, page = PAGE): string {
  const link = walletAppLinks(page).find((candidate) => candidate.id === id);
  if (!link) throw new Error(`no ${id} link`);
  return link.href;
}

describe('walletAppLinks', () => {
  it('lists the wallets with a published dapp-URL format, in order', () => {
    expect(walletAppLinks(PAGE).map((link) => link.name)).toEqual([
      'Trust Wallet',
      'MetaMask',
      'OKX Wallet',
      'Bitget Wallet',
      'TokenPocket',
    ]);
  });

  it('Trust Wallet: open_url on BNB Smart Chain (coin 20000714) with the page as its url', () => {
    const link = new URL(linkOf('trust'));
    expect(`${link.origin}${link.pathname}`).toBe('https://link.trustwallet.com/open_url');
    expect(link.searchParams.get('coin_id')).toBe('20000714');
    expect(link.searchParams.get('url')).toBe(PAGE);
    expect([...link.searchParams.keys()]).toEqual(['coin_id', 'url']);
  });

  it('MetaMask: the page without its scheme after /dapp/, not encoded', () => {
    expect(linkOf('metamask')).toBe('https://link.metamask.io/dapp/claim.example.org/vesting?ref=phone&lang=en#history');
    expect(linkOf('metamask', 'http://127.0.0.1:5173/')).toBe('https://link.metamask.io/dapp/127.0.0.1:5173/');
  });

  it('OKX Wallet: okx://wallet/dapp/url?dappUrl=<page> inside its download link, each level encoded', () => {
    const link = new URL(linkOf('okx'));
    expect(`${link.origin}${link.pathname}`).toBe('https://web3.okx.com/download');
    const deeplink = link.searchParams.get('deeplink') ?? '';
    expect(deeplink.startsWith('okx://wallet/dapp/url?dappUrl=')).toBe(true);
    expect(new URLSearchParams(deeplink.split('?')[1]).get('dappUrl')).toBe(PAGE);
    // The page's own "&" and "#" stay inside the parameter instead of ending it.
    expect(linkOf('okx')).not.toContain('#');
  });

  it('Bitget Wallet: action=dapp with the page as its url', () => {
    const link = new URL(linkOf('bitget'));
    expect(`${link.origin}${link.pathname}`).toBe('https://bkcode.vip/');
    expect(link.searchParams.get('action')).toBe('dapp');
    expect(link.searchParams.get('url')).toBe(PAGE);
  });

  it('TokenPocket: tpdapp://open with JSON params { url, chain: BSC, source }', () => {
    const href = linkOf('tokenpocket');
    expect(href.startsWith('tpdapp://open?params=')).toBe(true);
    const params = JSON.parse(decodeURIComponent(href.slice('tpdapp://open?params='.length))) as Record<string, string>;
    expect(params).toEqual({ url: PAGE, chain: 'BSC', source: TOKENPOCKET_SOURCE });
  });

  it('every link is absolute and keeps nothing of the page outside its parameter (but MetaMask’s path)', () => {
    for (const link of walletAppLinks(PAGE)) {
      expect(link.href).toMatch(/^(https|tpdapp):\/\//);
      if (link.id !== 'metamask') expect(link.href).not.toContain('vesting?ref=phone&lang=en');
    }
  });
});
