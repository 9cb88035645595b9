import { assertIdentifier, type Db, type Queryable } from '@gm-claim/server/db';
import { INDEX_TABLE_NAMES, INDEX_TABLES, type IndexedRow, type IndexTable } from './events';

export interface CursorState {
  fingerprint: string;
  startBlock: number;
  indexedBlock: number | null;
  chainHead: number | null;
}

export interface BlockHeader {
  number: number;
  hash: string;
  timestamp: number;
}

interface CursorRow {
  fingerprint: string;
  start_block: string;
  indexed_block: string | null;
  chain_head: string | null;
}

const toNumber = (value: string | number | null): number | null => (value === null ? null : Number(value));

/**
 * One INSERT … SELECT FROM unnest(…) per table: constant SQL text whatever the row count. Every
 * array is sent as text[] and cast in SQL, so PGlite and node-postgres serialise them alike.
 */
function insertSql(table: IndexTable): { sql: string; columns: string[] } {
  const spec: Record<string, string> = { ...INDEX_TABLES[table], block_number: 'bigint', log_index: 'integer', tx_hash: 'text' };
  const columns = Object.keys(spec);
  const arrays = columns.map((_column, index) => `$${index + 1}::text[]`);
  const casts = columns.map((column) => `u.${column}::${spec[column]}`);
  return {
    sql: `INSERT INTO ${assertIdentifier(table)} (${columns.join(', ')}) SELECT ${casts.join(', ')} FROM unnest(${arrays.join(', ')}) AS u(${columns.join(', ')}) ON CONFLICT DO NOTHING`,
    columns,
  };
}

const INSERTS = new Map(INDEX_TABLE_NAMES.map((table) => [table, insertSql(table)]));

export interface IndexStore {
  /** The cursor, created (or reset, with every indexed row) when the fingerprint differs. */
  openCursor(fingerprint: string, chainId: number, startBlock: number, confirmations: number): Promise<CursorState>;
  readCursor(): Promise<CursorState | null>;
  storedHash(blockNumber: number): Promise<string | null>;
  /** Stored blocks at or below `blockNumber`, newest first. */
  storedBlocksDescending(blockNumber: number, limit: number): Promise<BlockHeader[]>;
  /** Writes one indexed range: rows, block hashes and the cursor, in `tx`. */
  writeRange(tx: Queryable, rows: readonly IndexedRow[], blocks: readonly BlockHeader[], indexedBlock: number, chainHead: number): Promise<void>;
  /** Records the head seen while there is nothing to index. */
  writeHead(tx: Queryable, chainHead: number): Promise<void>;
  /** Deletes everything above `ancestor` (null: everything) and moves the cursor there. */
  rewind(tx: Queryable, ancestor: number | null): Promise<void>;
}

export function createIndexStore(db: Db): IndexStore {
  async function readCursor(runner: Queryable = db): Promise<CursorState | null> {
    const [row] = await runner.query<CursorRow>('SELECT fingerprint, start_block, indexed_block, chain_head FROM index_cursor WHERE id = 1');
    if (!row) return null;
    return {
      fingerprint: row.fingerprint,
      startBlock: Number(row.start_block),
      indexedBlock: toNumber(row.indexed_block),
      chainHead: toNumber(row.chain_head),
    };
  }

  async function deleteAbove(tx: Queryable, ancestor: number | null): Promise<void> {
    const floor = String(ancestor ?? -1);
    for (const table of INDEX_TABLE_NAMES) await tx.query(`DELETE FROM ${assertIdentifier(table)} WHERE block_number > $1`, [floor]);
    await tx.query('DELETE FROM index_blocks WHERE block_number > $1', [floor]);
  }

  return {
    readCursor: () => readCursor(),

    async openCursor(fingerprint, chainId, startBlock, confirmations) {
      return db.transaction(async (tx) => {
        const existing = await readCursor(tx);
        if (existing && existing.fingerprint === fingerprint) {
          await tx.query('UPDATE index_cursor SET confirmations = $1 WHERE id = 1', [confirmations]);
          return existing;
        }
        // Another chain, other contracts or another start block: what is stored describes something else.
        await deleteAbove(tx, null);
        await tx.query(
          `INSERT INTO index_cursor (id, fingerprint, chain_id, start_block, confirmations, indexed_block, chain_head, updated_at)
           VALUES (1, $1, $2, $3, $4, NULL, NULL, now())
           ON CONFLICT (id) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, chain_id = EXCLUDED.chain_id,
             start_block = EXCLUDED.start_block, confirmations = EXCLUDED.confirmations, indexed_block = NULL,
             chain_head = NULL, updated_at = now()`,
          [fingerprint, String(chainId), String(startBlock), confirmations],
        );
        return { fingerprint, startBlock, indexedBlock: null, chainHead: null };
      });
    },

    async storedHash(blockNumber) {
      const [row] = await db.query<{ block_hash: string }>('SELECT block_hash FROM index_blocks WHERE block_number = $1', [String(blockNumber)]);
      return row?.block_hash ?? null;
    },

    async storedBlocksDescending(blockNumber, limit) {
      const rows = await db.query<{ block_number: string; block_hash: string; block_timestamp: string }>(
        'SELECT block_number, block_hash, block_timestamp FROM index_blocks WHERE block_number <= $1 ORDER BY block_number DESC LIMIT $2',
        [String(blockNumber), limit],
      );
      return rows.map((row) => ({ number: Number(row.block_number), hash: row.block_hash, timestamp: Number(row.block_timestamp) }));
    },

    async writeRange(tx, rows, blocks, indexedBlock, chainHead) {
      const byTable = new Map<IndexTable, IndexedRow[]>();
      for (const row of rows) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row]);
      for (const [table, tableRows] of byTable) {
        const insert = INSERTS.get(table);
        if (!insert) continue;
        const params = insert.columns.map((column) =>
          tableRows.map((row) => {
            if (column === 'block_number') return String(row.blockNumber);
            if (column === 'log_index') return String(row.logIndex);
            if (column === 'tx_hash') return row.txHash;
            return row.values[column] ?? null;
          }),
        );
        await tx.query(insert.sql, params);
      }
      if (blocks.length > 0) {
        await tx.query(
          `INSERT INTO index_blocks (block_number, block_hash, block_timestamp)
           SELECT n::bigint, h, t::bigint FROM unnest($1::text[], $2::text[], $3::text[]) AS u(n, h, t)
           ON CONFLICT (block_number) DO UPDATE SET block_hash = EXCLUDED.block_hash, block_timestamp = EXCLUDED.block_timestamp`,
          [blocks.map((block) => String(block.number)), blocks.map((block) => block.hash), blocks.map((block) => String(block.timestamp))],
        );
      }
      await tx.query('UPDATE index_cursor SET indexed_block = $1, chain_head = $2, updated_at = now() WHERE id = 1', [
        String(indexedBlock),
        String(chainHead),
      ]);
    },

    async writeHead(tx, chainHead) {
      await tx.query('UPDATE index_cursor SET chain_head = $1, updated_at = now() WHERE id = 1', [String(chainHead)]);
    },

    async rewind(tx, ancestor) {
      await deleteAbove(tx, ancestor);
      await tx.query('UPDATE index_cursor SET indexed_block = $1, updated_at = now() WHERE id = 1', [ancestor === null ? null : String(ancestor)]);
    },
  };
}
