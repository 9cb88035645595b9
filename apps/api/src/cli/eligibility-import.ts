import { getAddress } from 'ethers';
import type { Db, Queryable } from '@gm-claim/server/db';
import { csvLines, ErrorCollector, ImportValidationError, splitFields } from './csv-lines';

/** CSV header names (case-insensitive) → eligibility columns. */
export const ELIGIBILITY_SOURCES = [
  { header: 'mm', column: 'mm' },
  { header: 'discordrole', column: 'discord_role' },
  { header: 'spacekids', column: 'space_kids' },
  { header: 'capsule', column: 'capsule' },
  { header: 'wing', column: 'wing' },
  { header: 'communityairdrop', column: 'community_airdrop' },
] as const;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Whole or decimal GM, at most 18 decimals, below 10^40 GM. */
const AMOUNT = /^\d{1,40}(\.\d{1,18})?$/;
const BATCH_CHARS = 256 * 1024;
const STAGING = 'eligibility_staging';
const STAGING_COLUMNS = ['line', 'address', ...ELIGIBILITY_SOURCES.map((source) => source.column)];

export interface ImportSummary {
  rows: number;
  /** Rows whose eligibility was new or changed (0 on a re-import of the same file). */
  changed: number;
}

function checkAddress(value: string): string | null {
  if (!ADDRESS.test(value)) return null;
  const body = value.slice(2);
  if (body !== body.toLowerCase() && body !== body.toUpperCase()) {
    try {
      if (getAddress(value) !== value) return null;
    } catch {
      return null;
    }
  }
  return value.toLowerCase();
}

function headerOrder(fields: string[]): number[] | string {
  const names = fields.map((field) => field.toLowerCase().replace(/[^a-z]/g, ''));
  const addressIndex = names.findIndex((name) => name === 'address' || name === 'walletaddress');
  if (addressIndex === -1) return 'the header must name an "address" column';
  const order = [addressIndex];
  for (const source of ELIGIBILITY_SOURCES) {
    const index = names.indexOf(source.header);
    if (index === -1) return `the header must name a "${source.header}" column`;
    order.push(index);
  }
  return order;
}

/**
 * Validates every row, streams the good ones into a staging table with COPY and, only when no row
 * is bad (bad values, wrong column count, duplicate addresses), upserts them into `eligibility`
 * in the same transaction: an import is all or nothing, and importing the same file twice leaves
 * the same state. GM amounts become 18-decimal base units and the total is computed in SQL.
 */
export async function importEligibility(db: Db, input: AsyncIterable<string | Buffer>): Promise<ImportSummary> {
  const errors = new ErrorCollector();
  let order: number[] | null = null;
  let rows = 0;

  async function* cleanRows(): AsyncGenerator<string> {
    let batch = '';
    for await (const [line, text] of csvLines(input)) {
      if (text.trim() === '') continue;
      const fields = splitFields(text);
      if (order === null) {
        const parsed = headerOrder(fields);
        if (typeof parsed === 'string') {
          errors.add(line, parsed);
          return;
        }
        order = parsed;
        continue;
      }
      if (fields.length !== order.length) {
        errors.add(line, `expected ${order.length} columns, found ${fields.length}`);
        continue;
      }
      const address = checkAddress(fields[order[0] ?? 0] ?? '');
      if (address === null) {
        errors.add(line, `"${fields[order[0] ?? 0]}" is not a valid address (0x + 40 hex digits, valid EIP-55 checksum)`);
        continue;
      }
      let out = `${line},${address}`;
      let bad = false;
      for (let i = 1; i < order.length; i++) {
        const raw = fields[order[i] ?? 0] ?? '';
        const value = raw === '' ? '0' : raw;
        if (!AMOUNT.test(value)) {
          errors.add(line, `${ELIGIBILITY_SOURCES[i - 1]?.header} "${raw}" is not a non-negative GM amount with at most 18 decimals`);
          bad = true;
          break;
        }
        out += `,${value}`;
      }
      if (bad) continue;
      rows++;
      batch += `${out}\n`;
      if (batch.length >= BATCH_CHARS) {
        yield batch;
        batch = '';
      }
    }
    if (order === null && errors.count === 0) errors.add(1, 'the file is empty: a header line is required');
    if (batch) yield batch;
  }

  return db.transaction(async (tx: Queryable) => {
    if (db.kind === 'postgres') await tx.query('SET LOCAL synchronous_commit = on');
    await tx.query(
      `CREATE TEMP TABLE ${STAGING} (line INTEGER NOT NULL, address TEXT NOT NULL,
        ${ELIGIBILITY_SOURCES.map((source) => `${source.column} NUMERIC NOT NULL`).join(', ')}) ON COMMIT DROP`,
    );
    await db.copyCsv(STAGING, STAGING_COLUMNS, cleanRows(), tx);
    const duplicates = await tx.query<{ address: string; lines: string }>(
      `SELECT address, string_agg(line::text, ', ' ORDER BY line) AS lines
         FROM ${STAGING} GROUP BY address HAVING count(*) > 1 ORDER BY min(line) LIMIT 100`,
    );
    for (const duplicate of duplicates) {
      const lines = duplicate.lines.split(', ').map(Number);
      errors.add(lines[1] ?? 0, `duplicate address ${duplicate.address} (lines ${duplicate.lines})`);
    }
    if (errors.count > 0) {
      errors.errors.sort((a, b) => a.line - b.line);
      throw new ImportValidationError(errors.errors, errors.count);
    }
    const scaled = ELIGIBILITY_SOURCES.map((source) => `(${source.column} * 1000000000000000000)::numeric(78,0)`);
    const changed = await tx.query<{ n: number | string }>(
      `WITH upserted AS (
         INSERT INTO eligibility (address, ${ELIGIBILITY_SOURCES.map((s) => s.column).join(', ')}, total)
         SELECT address, ${scaled.join(', ')}, (${scaled.join(' + ')})
           FROM ${STAGING}
         ON CONFLICT (address) DO UPDATE SET
           ${ELIGIBILITY_SOURCES.map((s) => `${s.column} = EXCLUDED.${s.column}`).join(', ')},
           total = EXCLUDED.total, updated_at = now()
         WHERE (${ELIGIBILITY_SOURCES.map((s) => `eligibility.${s.column}`).join(', ')})
               IS DISTINCT FROM (${ELIGIBILITY_SOURCES.map((s) => `EXCLUDED.${s.column}`).join(', ')})
         RETURNING 1)
       SELECT count(*)::int AS n FROM upserted`,
    );
    return { rows, changed: Number(changed[0]?.n ?? 0) };
  });
}
