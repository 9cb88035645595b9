import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getAddress, id } from 'ethers';

/** The Transaction Builder version whose import format the files follow. */
export const TX_BUILDER_VERSION = '1.18.0';

/** One call of a batch. `data` is the exact calldata (the Transaction Builder uses it as is when present). */
export interface SafeBatchTransaction {
  to: string;
  value: string;
  data: string;
}

/** A Safe{Wallet} Transaction Builder batch file (what its "Import" / drag-and-drop takes). */
export interface SafeBatchFile {
  version: '1.0';
  chainId: string;
  createdAt: number;
  meta: {
    name: string;
    description: string;
    txBuilderVersion: string;
    createdFromSafeAddress: string;
    createdFromOwnerAddress: string;
    checksum?: string;
  };
  transactions: SafeBatchTransaction[];
}

/** JSON with object keys sorted at every level, `undefined` as null: the Transaction Builder's checksum serialisation. */
function serializeSorted(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(serializeSorted).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    return `{${JSON.stringify(keys)}${keys.map((key) => `${serializeSorted(record[key])},`).join('')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

/**
 * The checksum the Transaction Builder computes: keccak256 of the sorted serialisation with `meta.name` set to null
 * (so renaming a batch keeps it valid). On import it drops `meta.checksum` and compares, so the checksum is computed
 * over the file without that key.
 */
export function safeBatchChecksum(file: object & { meta: object }): string {
  return id(serializeSorted({ ...file, meta: { ...file.meta, name: null } }));
}

export function buildSafeBatchFile(options: {
  chainId: bigint;
  safe: string;
  name: string;
  description: string;
  transactions: SafeBatchTransaction[];
  createdAt?: number;
}): SafeBatchFile {
  const file: SafeBatchFile = {
    version: '1.0',
    chainId: options.chainId.toString(),
    createdAt: options.createdAt ?? Date.now(),
    meta: {
      name: options.name,
      description: options.description,
      txBuilderVersion: TX_BUILDER_VERSION,
      createdFromSafeAddress: getAddress(options.safe),
      createdFromOwnerAddress: '',
    },
    transactions: options.transactions.map((tx) => ({ to: getAddress(tx.to), value: tx.value, data: tx.data })),
  };
  return { ...file, meta: { ...file.meta, checksum: safeBatchChecksum(file) } };
}

/** `batch.json` for a single file; `batch-001.json`, `batch-002.json`, … when a job needs several. */
export function safeBatchFileName(base: string, index: number, count: number): string {
  if (count === 1) return base;
  const extension = path.extname(base) || '.json';
  const stem = base.slice(0, base.length - path.extname(base).length);
  return `${stem}-${String(index + 1).padStart(3, '0')}${extension}`;
}

/** Writes a batch file atomically (a temporary file renamed into place). */
export async function writeSafeBatchFile(file: string, batch: SafeBatchFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(batch, null, 2)}\n`);
  await rename(temporary, file);
}
