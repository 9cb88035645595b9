import { currentLocale, formatAmount, formatFixed, t } from '@gm-claim/web-core-i18n';

/** GM in the language's grouping (English: "1,234.50 GM"). */
export const gm = (units: string): string => `${formatAmount(units)} GM`;

/** BNB with 8 decimals, as the VRF fee is shown. */
export const bnb = (wei: string): string => `${formatFixed(wei, 8)} BNB`;

/** "3 d 4 h", "12 min", "40 s" in the current language (the Challenge's elapsed-time units, and /ops' minutes). */
export function duration(seconds: number): string {
  if (seconds >= 86_400)
    return t('elapsed.d', { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3_600) });
  if (seconds >= 3_600)
    return t('elapsed.h', { hours: Math.floor(seconds / 3_600), minutes: Math.floor((seconds % 3_600) / 60) });
  if (seconds >= 60) return t('ops.durationMinutes', { minutes: Math.floor(seconds / 60) });
  return t('elapsed.s', { seconds });
}

/** "Nov 25 2026, 17:00 (UTC)"-like time of a unix timestamp, in UTC. */
export function utcTime(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const count = (n: number): string => n.toLocaleString(currentLocale() === 'en' ? 'en-US' : currentLocale());
