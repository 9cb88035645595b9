export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE = /Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini|webOS/i;

/** Device class by user agent (docs/product.md#pages). */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The reduced layout is used on phones and tablets. */
export function isReducedLayout(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return deviceClass(userAgent) !== 'desktop';
}
