export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE = /Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini|webOS/i;

/** Device class by user agent (docs/product.md#pages). */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

/**
 * The specification's reduced mobile layout (§1: a claim intro or the eligibility of a typed address)
 * is for a phone or tablet browser without a wallet. With a wallet injected — a wallet app's dapp
 * browser (Trust Wallet, MetaMask Mobile, TokenPocket, OKX, Binance, SafePal, …) — the phone gets the
 * whole journey, laid out for its width.
 */
export function isReducedLayout(
  walletInjected: boolean,
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return deviceClass(userAgent) !== 'desktop' && !walletInjected;
}
