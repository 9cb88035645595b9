import { t } from '@gm-claim/web-core-i18n';
/** "2 h 05 min", "4 min 09 s", "12 s": how long a Challenge has waited. */
export function formatElapsed(seconds: bigint | number): string {
  const total = Math.max(0, Math.floor(Number(seconds)));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const rest = total % 60;
  const pad = (value: number): string => String(value).padStart(2, '0');
  if (days > 0) return t('elapsed.d', { days, hours: pad(hours) });
  if (hours > 0) return t('elapsed.h', { hours, minutes: pad(minutes) });
  if (minutes > 0) return t('elapsed.m', { minutes, seconds: pad(rest) });
  return t('elapsed.s', { seconds: rest });
}
