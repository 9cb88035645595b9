import { BPS_DENOMINATOR } from '@gm-claim/shared/constants';

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A rate in [0, 1] as a percentage in the language's own format (en "25.0%", ru "25,0 %", tr "%25,0"). */
export function percentIn(locale: string, value: number, minDigits: number, maxDigits = minDigits): string {
  const key = `${locale}:${minDigits}:${maxDigits}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
    });
    percentFormats.set(key, format);
  }
  return format.format(value);
}

/** Basis points as a percentage with only the decimals it needs ("45%", "12.5%"). */
export function pct(bps: number, locale = 'en'): string {
  return percentIn(locale, bps / BPS_DENOMINATOR, 0, 2);
}

/** A rate in [0, 1] as a percentage with one decimal. */
export function rate(value: number, locale = 'en'): string {
  return percentIn(locale, value, 1);
}

/** A number with a fixed count of decimals in the language's format ("85.5", ru "85,5"). */
export function decimalIn(locale: string, value: number, digits: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A whole count in the language's grouping. */
export function countIn(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A duration in seconds as the language says it: whole days, hours or minutes, else seconds. */
export function durationIn(locale: string, seconds: number): string {
  const [unit, size] =
    seconds % 86_400 === 0 && seconds >= 86_400
      ? (['day', 86_400] as const)
      : seconds % 3_600 === 0 && seconds >= 3_600
        ? (['hour', 3_600] as const)
        : seconds % 60 === 0 && seconds >= 60
          ? (['minute', 60] as const)
          : (['second', 1] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(seconds / size);
}

/** Unix seconds as a UTC date and time. */
export function utc(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}
