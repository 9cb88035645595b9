import { currentLocale, formatAmount, formatFixed } from '@gm-claim/web-core-i18n';

/** GM in the language's grouping (English: "1,234.50 GM"). */
export const gm = (units: string): string => `${formatAmount(units)} GM`;

/** BNB with 8 decimals, as the VRF fee is shown. */
export const bnb = (wei: string): string => `${formatFixed(wei, 8)} BNB`;

/** "3 d 4 h", "12 min", "40 s". */
export function duration(seconds: number): string {
  if (seconds >= 86_400) return `${Math.floor(seconds / 86_400)} d ${Math.floor((seconds % 86_400) / 3_600)} h`;
  if (seconds >= 3_600) return `${Math.floor(seconds / 3_600)} h ${Math.floor((seconds % 3_600) / 60)} min`;
  if (seconds >= 60) return `${Math.floor(seconds / 60)} min`;
  return `${seconds} s`;
}

/** "Nov 25 2026, 17:00 (UTC)"-like time of a unix timestamp, in UTC. */
export function utcTime(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const count = (n: number): string => n.toLocaleString(currentLocale() === 'en' ? 'en-US' : currentLocale());
