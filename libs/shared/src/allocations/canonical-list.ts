import { keccak_256 } from '@noble/hashes/sha3';
import { toHex } from './hex';

/** One account's allocation: lowercase address, amount in wei. */
export interface AllocationRow {
  address: string;
  amount: bigint;
}

export const LIST_HEADER = 'address,amount';

/**
 * The canonical list file (list.csv): the header, then `0x<lowercase address>,<wei>` per account sorted by address,
 * every line ending in "\n". Anyone can rebuild the tree from it; its keccak256 is the listHash committed on chain.
 * `rows` must already be sorted by address (sortRows).
 */
export function canonicalList(rows: readonly AllocationRow[]): string {
  const lines = [LIST_HEADER];
  for (const row of rows) lines.push(`${row.address},${row.amount}`);
  return `${lines.join('\n')}\n`;
}

/** keccak256 of the list file's bytes. */
export function listHash(list: string | Uint8Array): string {
  return toHex(keccak_256(typeof list === 'string' ? new TextEncoder().encode(list) : list));
}

/** Rows sorted by address, in place; throws on a repeated address or a zero amount (not a leaf). */
export function sortRows(rows: AllocationRow[]): AllocationRow[] {
  rows.sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as AllocationRow;
    if (row.amount <= 0n)
      throw new Error(`${row.address} has an amount of ${row.amount}: only positive amounts are leaves`);
    if (i > 0 && rows[i - 1]?.address === row.address) throw new Error(`${row.address} appears twice`);
  }
  return rows;
}

/**
 * Parses a canonical list back into rows, strictly: the exact header, lowercase addresses in ascending order, decimal
 * wei without leading zeros, "\n" endings. A file that is not byte-for-byte what canonicalList writes is refused,
 * so a list that parses has one listHash.
 */
export function parseCanonicalList(text: string): AllocationRow[] {
  const lines = text.split('\n');
  if (lines[0] !== LIST_HEADER) throw new Error(`list.csv must start with the line "${LIST_HEADER}"`);
  if (lines[lines.length - 1] !== '') throw new Error('list.csv must end with a newline');
  const rows: AllocationRow[] = [];
  for (let i = 1; i < lines.length - 1; i++) {
    const match = /^(0x[0-9a-f]{40}),([1-9]\d{0,77})$/.exec(lines[i] as string);
    if (!match) throw new Error(`list.csv line ${i + 1} is not "0x<40 lowercase hex digits>,<amount in wei>"`);
    const address = match[1] as string;
    const previous = rows[rows.length - 1];
    if (previous && previous.address >= address)
      throw new Error(`list.csv line ${i + 1}: addresses must be ascending and distinct`);
    rows.push({ address, amount: BigInt(match[2] as string) });
  }
  return rows;
}
