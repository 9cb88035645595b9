/** Number of decimals of GM and of BNB. */
export const TOKEN_DECIMALS = 18;

const UNIT = 10n ** BigInt(TOKEN_DECIMALS);
const CENT = UNIT / 100n;
const INTEGER_PATTERN = /^-?\d+$/;
const DECIMAL_PATTERN = /^(\d+)(?:\.(\d*))?$/;

/** An 18-decimal amount as a bigint, or as the decimal string of that integer ("1500000000000000000"). */
export type AmountInput = bigint | string;

function toBaseUnits(value: AmountInput): bigint {
  if (typeof value === 'bigint') return value;
  const trimmed = value.trim();
  if (!INTEGER_PATTERN.test(trimmed)) {
    throw new TypeError(`Not an integer amount of base units: "${value}"`);
  }
  return BigInt(trimmed);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats an 18-decimal token amount for display: en-US thousands grouping, and two decimals only
 * when the amount has a fractional part. Decimals beyond the second are truncated, never rounded,
 * so the app never shows more than the wallet really has (1.999 GM shows as "1.99"). A fraction
 * smaller than 0.01 still shows two decimals ("0.00"), because the amount is not a whole number.
 * The value never passes through a JavaScript number, so amounts above 2^53 stay exact.
 */
export function formatTokenAmount(value: AmountInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  const amount = toBaseUnits(value);
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  const whole = magnitude / UNIT;
  const fraction = magnitude % UNIT;
  const sign = negative ? '-' : '';
  const grouped = groupThousands(whole.toString());
  if (fraction === 0n) return `${sign}${grouped}`;
  const cents = (fraction / CENT).toString().padStart(2, '0');
  return `${sign}${grouped}.${cents}`;
}

/**
 * Formats an 18-decimal amount with a fixed number of decimals, truncated (used for the VRF fee,
 * shown with 8 decimals).
 */
export function formatFixedDecimals(value: AmountInput, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > TOKEN_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${TOKEN_DECIMALS}`);
  }
  const amount = toBaseUnits(value);
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  const whole = (magnitude / UNIT).toString();
  const sign = negative ? '-' : '';
  if (decimals === 0) return `${sign}${whole}`;
  const fraction = (magnitude % UNIT).toString().padStart(TOKEN_DECIMALS, '0').slice(0, decimals);
  return `${sign}${whole}.${fraction}`;
}

/** Parses a human decimal such as "1,000.5" or "10" into 18-decimal base units. */
export function parseTokenAmount(text: string): bigint {
  const normalised = text.trim().replace(/,/g, '');
  const match = DECIMAL_PATTERN.exec(normalised);
  if (!match) throw new TypeError(`Not a token amount: "${text}"`);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > TOKEN_DECIMALS) {
    throw new RangeError(`A token amount has at most ${TOKEN_DECIMALS} decimals: "${text}"`);
  }
  return BigInt(whole) * UNIT + BigInt(fraction.padEnd(TOKEN_DECIMALS, '0') || '0');
}

/** Whole tokens to base units: tokens(10) === 10n * 10n ** 18n. */
export function tokens(whole: bigint | number): bigint {
  const value = typeof whole === 'number' ? BigInt(whole) : whole;
  return value * UNIT;
}
