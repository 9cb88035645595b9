import { getAddress, parseUnits } from 'ethers';
import { OwnerTaskError } from './errors.js';

/** Parses a GM amount written in whole tokens ("1000", "12.5") into 18-decimal base units. */
export function parseGm(value: string, what: string): bigint {
  const trimmed = value.trim().replace(/_/g, '');
  if (!/^\d+(\.\d{1,18})?$/.test(trimmed)) {
    throw new OwnerTaskError(
      `${what}: "${value}" is not a GM amount (whole tokens, up to 18 decimals, e.g. 1000 or 12.5)`,
    );
  }
  // Whole tokens (the usual airdrop row) need no decimal parsing: the same value, without FixedNumber per row.
  return trimmed.includes('.') ? parseUnits(trimmed, 18) : BigInt(trimmed) * 10n ** 18n;
}

/** Parses a GM amount in whole tokens, or "all" (whatever the task's maximum is, read on chain). */
export function parseGmOrAll(value: string, what: string): bigint | 'all' {
  return value.trim().toLowerCase() === 'all' ? 'all' : parseGm(value, what);
}

/** Parses a percentage with up to two decimals ("10", "12.5") into basis points. */
export function parsePercentBps(value: string, what: string): number {
  const trimmed = value.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) throw new OwnerTaskError(`${what}: "${value}" is not a percentage`);
  const bps = Math.round(Number(trimmed) * 100);
  if (bps > 10_000) throw new OwnerTaskError(`${what}: ${value}% is above 100%`);
  return bps;
}

export function parseInteger(value: string, what: string, min: number, max: number): number {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < min || Number(trimmed) > max) {
    throw new OwnerTaskError(`${what}: "${value}" must be an integer from ${min} to ${max}`);
  }
  return Number(trimmed);
}

export function parseAddress(value: string | undefined, what: string): string {
  // getAddress throws exactly when isAddress is false: one checksum per row instead of two.
  let address: string;
  try {
    address = getAddress((value ?? '').trim());
  } catch {
    throw new OwnerTaskError(`${what}: "${value ?? ''}" is not an address`);
  }
  if (address === '0x0000000000000000000000000000000000000000') throw new OwnerTaskError(`${what}: the zero address`);
  return address;
}
