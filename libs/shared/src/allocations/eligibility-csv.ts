import { keccak_256 } from '@noble/hashes/sha3';
import type { AllocationRow } from './canonical-list';

/**
 * The eligibility import's CSV (apps/api/src/cli/eligibility-import.ts, the same rules): a header naming `address`
 * (or walletAddress) and the six sources mm, discordRole, spaceKids, capsule, wing, communityAirdrop (case and
 * punctuation ignored), amounts in whole or decimal GM with at most 18 decimals (empty = 0). An account's allocation is
 * the sum of its six sources, in wei.
 */
export const ELIGIBILITY_SOURCE_HEADERS = [
  'mm',
  'discordrole',
  'spacekids',
  'capsule',
  'wing',
  'communityairdrop',
] as const;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const AMOUNT = /^(\d{1,40})(?:\.(\d{1,18}))?$/;
const MAX_REPORTED = 100;

export interface EligibilityCsvResult {
  rows: AllocationRow[];
  /** Rows whose six sources add up to 0: no leaf. */
  zeroRows: number;
  /** At most 100 messages ("line N: …"); `errorCount` is exact. Any error: nothing may be built. */
  errors: string[];
  errorCount: number;
}

function field(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).trim()
    : trimmed;
}

/** EIP-55: a letter is uppercase exactly when its nibble of keccak256(lowercase hex digits) is 8 or more. */
function hasValidChecksum(body: string): boolean {
  const lower = body.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 15;
    const char = body[i] as string;
    if (char !== (nibble >= 8 ? char.toUpperCase() : lower[i])) return false;
  }
  return true;
}

function checkedAddress(value: string): string | null {
  if (!ADDRESS.test(value)) return null;
  const body = value.slice(2);
  if (body !== body.toLowerCase() && body !== body.toUpperCase() && !hasValidChecksum(body)) return null;
  return value.toLowerCase();
}

function gmToWei(value: string): bigint | null {
  const match = AMOUNT.exec(value === '' ? '0' : value);
  if (!match) return null;
  return BigInt(match[1] as string) * 10n ** 18n + BigInt((match[2] ?? '').padEnd(18, '0'));
}

/** Parses the whole file; duplicates are reported by sortRows' caller (buildFromEligibilityCsv). */
export function parseEligibilityCsv(text: string): EligibilityCsvResult {
  const result: EligibilityCsvResult = { rows: [], zeroRows: 0, errors: [], errorCount: 0 };
  const fail = (line: number, message: string): void => {
    result.errorCount++;
    if (result.errors.length < MAX_REPORTED) result.errors.push(`line ${line}: ${message}`);
  };
  let order: number[] | null = null;
  const lines = text.split('\n');
  const seen = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const textLine = (lines[i] as string).replace(/\r$/, '');
    if (textLine.trim() === '') continue;
    const fields = textLine.split(',').map(field);
    if (order === null) {
      const names = fields.map((name) => name.toLowerCase().replace(/[^a-z]/g, ''));
      const address = names.findIndex((name) => name === 'address' || name === 'walletaddress');
      const sources = ELIGIBILITY_SOURCE_HEADERS.map((header) => names.indexOf(header));
      const missing = address === -1 ? 'address' : ELIGIBILITY_SOURCE_HEADERS.find((_, k) => sources[k] === -1);
      if (missing) {
        fail(line, `the header must name a "${missing}" column`);
        return result;
      }
      order = [address, ...sources];
      continue;
    }
    if (fields.length !== order.length) {
      fail(line, `expected ${order.length} columns, found ${fields.length}`);
      continue;
    }
    const rawAddress = fields[order[0] as number] as string;
    const address = checkedAddress(rawAddress);
    if (address === null) {
      fail(line, `"${rawAddress}" is not a valid address (0x + 40 hex digits, valid EIP-55 checksum)`);
      continue;
    }
    let amount = 0n;
    let bad = false;
    for (let k = 1; k < order.length; k++) {
      const raw = fields[order[k] as number] as string;
      const wei = gmToWei(raw);
      if (wei === null) {
        fail(
          line,
          `${ELIGIBILITY_SOURCE_HEADERS[k - 1]} "${raw}" is not a non-negative GM amount with at most 18 decimals`,
        );
        bad = true;
        break;
      }
      amount += wei;
    }
    if (bad) continue;
    const first = seen.get(address);
    if (first !== undefined) {
      fail(line, `duplicate address ${address} (first on line ${first})`);
      continue;
    }
    seen.set(address, line);
    if (amount === 0n) result.zeroRows++;
    else result.rows.push({ address, amount });
  }
  if (order === null) fail(1, 'the file is empty: a header line is required');
  return result;
}
