import { formatFixedDecimals, formatTokenAmount, type AmountInput } from '@gm-claim/shared/amount';
import { formatUtcDate, type Timestamp } from '@gm-claim/shared/date';
import type { Locale } from './locales';

/**
 * Amounts and dates in a language. English keeps the specification's formats to the letter
 * (`formatTokenAmount`: "1,234.56"; `formatUtcDate`: "Jan 05 2026, 14:03 (UTC)"). Other languages
 * take their grouping, decimal mark and month names from `Intl`, always in UTC, followed by the
 * language's own "(UTC)" label. Amounts never pass through a JavaScript number: the whole part is
 * grouped as a bigint, the decimals are the ones English shows (truncated, never rounded).
 */

const decimalMarks = new Map<Locale, string>();

function decimalMarkOf(locale: Locale): string {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalMarks.set(locale, mark);
  }
  return mark;
}

/** A decimal text in English form ("-1,234.5678") written with the locale's grouping and decimal mark. */
export function localiseDecimal(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const decimal = decimalMarkOf(locale);
  const negative = english.startsWith('-');
  const [whole = '0', fraction] = english.replace(/^-/, '').replace(/,/g, '').split('.');
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  // Intl's own grouping, also where it leaves 4-digit numbers ungrouped (es: "1234", "12.345").
  const text = fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
  return negative ? `-${text}` : text;
}

/** A token amount (18 decimals) as the app shows it in `locale`. */
export function formatAmountIn(locale: Locale, value: AmountInput | null | undefined): string {
  return localiseDecimal(formatTokenAmount(value), locale);
}

/** An 18-decimal amount with a fixed number of decimals (the VRF fee), in `locale`. */
export function formatFixedIn(locale: Locale, value: AmountInput, decimals: number): string {
  return localiseDecimal(formatFixedDecimals(value, decimals), locale);
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

function toDate(value: Timestamp): Date {
  if (value instanceof Date) return value;
  return new Date((typeof value === 'bigint' ? Number(value) : value) * 1000);
}

/** A time in UTC: English "Jan 05 2026, 14:03 (UTC)"; others by `Intl` followed by `utcLabel`. */
export function formatDateIn(locale: Locale, value: Timestamp, utcLabel: string): string {
  if (locale === 'en') return formatUtcDate(value);
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(locale, format);
  }
  return `${format.format(date)} ${utcLabel}`;
}
