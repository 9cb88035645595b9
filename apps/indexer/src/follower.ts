import type { Logger } from 'pino';
import type { Db } from '@gm-claim/server/db';
import { createEventCatalogue, type IndexedRow, type RawLog } from './events';
import { LeaseHeldError, type WriterLease } from './lease';
import type { IndexerMetrics } from './metrics';
import { RpcRangeError, type RpcPool } from './rpc';
import { createIndexStore, type BlockHeader, type CursorState } from './store';

export interface FollowerOptions {
  chainId: number;
  /** First block to index (the deployment block on a public chain). */
  startBlock: number;
  /** Blocks to stay behind the head: only blocks with this many successors are indexed. */
  confirmations: number;
  /** Largest eth_getLogs range (inclusive block count); shrinks when a node refuses it. */
  maxBlockRange: number;
  /** Block headers fetched per JSON-RPC batch. */
  headerBatchSize: number;
  challengeAddress: string;
  vestingAddresses: readonly string[];
}

export type StepResult =
  | { kind: 'indexed'; from: number; to: number; events: number; head: number }
  | { kind: 'caught-up'; head: number }
  | { kind: 'range-shrunk'; range: number }
  | { kind: 'rewound'; from: number; to: number | null };

/** A retryable inconsistency between what nodes answered (a node behind, a reorg mid-fetch). */
export class ChainViewError extends Error {
  override readonly name = 'ChainViewError';
}

interface RpcBlock {
  number: string;
  hash: string;
  parentHash: string;
  timestamp: string;
}

interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  logIndex: string;
  transactionHash: string;
  removed?: boolean;
}

const ZERO_HASH = /^0x0+$/;
const hex = (value: number): string => `0x${value.toString(16)}`;
const header = (block: RpcBlock): BlockHeader => ({ number: Number(block.number), hash: block.hash, timestamp: Number(block.timestamp) });

/** Consecutive accepted ranges after which a shrunk range is tried twice as wide again. */
const GROW_AFTER = 20;
/** Stored blocks compared per batch while looking for the common ancestor of a reorg. */
const ANCESTOR_BATCH = 20;

export interface Follower {
  /** Opens (or resets, for another chain or contracts) the cursor. */
  start(): Promise<CursorState>;
  /** One step: a reorg check, then one range indexed, or the head recorded when caught up. */
  step(): Promise<StepResult>;
  readonly currentRange: number;
}

/**
 * Follows the contracts' events into the database: bounded eth_getLogs ranges behind a confirmation
 * depth, block hashes stored for every block it takes data from, a rewind to the newest stored block
 * the chain still has when a hash no longer matches, and every write fenced by the writer lease.
 */
export function createFollower(deps: {
  db: Db;
  rpc: RpcPool;
  lease: WriterLease;
  options: FollowerOptions;
  metrics?: IndexerMetrics | undefined;
  logger?: Logger | undefined;
}): Follower {
  const { db, rpc, lease, options, metrics, logger } = deps;
  const store = createIndexStore(db);
  const contracts = [options.challengeAddress, ...options.vestingAddresses].map((address) => address.toLowerCase());
  const catalogue = createEventCatalogue(options.vestingAddresses, options.challengeAddress);
  const fingerprint = `${options.chainId}:${options.startBlock}:${[...contracts].sort().join(',')}`;
  let range = options.maxBlockRange;
  let acceptedAtRange = 0;
  let cursor: CursorState | undefined;

  const indexedOf = (state: CursorState): number => state.indexedBlock ?? options.startBlock - 1;

  async function rewind(fromBlock: number): Promise<StepResult> {
    let ancestor: number | null = null;
    let below = fromBlock;
    search: for (;;) {
      const stored = await store.storedBlocksDescending(below, ANCESTOR_BATCH);
      if (stored.length === 0) break;
      const live = await rpc.batch<RpcBlock | null>(stored.map((block) => ({ method: 'eth_getBlockByNumber', params: [hex(block.number), false] })));
      for (const [index, block] of stored.entries()) {
        if (live[index]?.hash === block.hash) {
          ancestor = block.number;
          break search;
        }
      }
      below = (stored[stored.length - 1] as BlockHeader).number - 1;
    }
    await db.transaction(async (tx) => {
      await lease.assertHeld(tx);
      await store.rewind(tx, ancestor);
    });
    const depth = fromBlock - (ancestor ?? options.startBlock - 1);
    metrics?.reorg(depth);
    logger?.warn({ from: fromBlock, to: ancestor, depth }, 'reorg: the chain no longer has an indexed block; rewound to the newest block it still has');
    if (cursor) cursor = { ...cursor, indexedBlock: ancestor };
    return { kind: 'rewound', from: fromBlock, to: ancestor };
  }

  async function headersOf(logs: readonly RpcLog[], known: ReadonlyMap<number, BlockHeader>): Promise<BlockHeader[]> {
    const wanted = new Map<number, string>();
    for (const log of logs) wanted.set(Number(log.blockNumber), log.blockHash);
    const missing = [...wanted.keys()].filter((number) => !known.has(number));
    const headers = new Map(known);
    for (let i = 0; i < missing.length; i += options.headerBatchSize) {
      const chunk = missing.slice(i, i + options.headerBatchSize);
      const blocks = await rpc.batch<RpcBlock | null>(chunk.map((number) => ({ method: 'eth_getBlockByNumber', params: [hex(number), false] })));
      blocks.forEach((block, index) => {
        if (!block) throw new ChainViewError(`the node has no block ${chunk[index]}`);
        headers.set(Number(block.number), header(block));
      });
    }
    for (const [number, hash] of wanted) {
      if (headers.get(number)?.hash !== hash) throw new ChainViewError(`block ${number} changed while its logs were read (reorg)`);
    }
    return [...wanted.keys()].map((number) => headers.get(number) as BlockHeader);
  }

  async function indexRange(from: number, to: number, head: number, previousHash: string | null): Promise<StepResult> {
    let logs: RpcLog[];
    let first: RpcBlock | null;
    let last: RpcBlock | null;
    try {
      // One batch, so one node answers the logs and the blocks that bound them.
      [logs, first, last] = (await rpc.batch<unknown>([
        { method: 'eth_getLogs', params: [{ address: contracts, topics: [catalogue.topics], fromBlock: hex(from), toBlock: hex(to) }] },
        { method: 'eth_getBlockByNumber', params: [hex(from), false] },
        { method: 'eth_getBlockByNumber', params: [hex(to), false] },
      ])) as [RpcLog[], RpcBlock | null, RpcBlock | null];
    } catch (error) {
      if (!(error instanceof RpcRangeError) || to === from) throw error;
      range = Math.max(1, Math.floor((to - from + 1) / 2));
      acceptedAtRange = 0;
      metrics?.rangeShrunk(range);
      logger?.info({ range, node: error.message }, 'a node refused the eth_getLogs range; narrowing it');
      return { kind: 'range-shrunk', range };
    }
    if (!first || !last) throw new ChainViewError(`the node has no block ${first ? to : from} yet`);
    // Hardhat reports a zero parentHash for blocks made by hardhat_mine: no link to check there.
    if (previousHash !== null && !ZERO_HASH.test(first.parentHash) && first.parentHash !== previousHash) return rewind(from - 1);
    const known = new Map([[Number(last.number), header(last)]]);
    const ordered = logs
      .filter((log) => !log.removed)
      .sort((a, b) => Number(a.blockNumber) - Number(b.blockNumber) || Number(a.logIndex) - Number(b.logIndex));
    for (const log of ordered) {
      const number = Number(log.blockNumber);
      if (number < from || number > to) throw new ChainViewError(`the node answered a log of block ${number} for ${from}–${to}`);
    }
    const headers = await headersOf(ordered, known);
    const raws: RawLog[] = ordered.map((log) => ({
      address: log.address,
      topics: log.topics,
      data: log.data,
      blockNumber: Number(log.blockNumber),
      blockHash: log.blockHash,
      logIndex: Number(log.logIndex),
      transactionHash: log.transactionHash,
    }));
    const rows: IndexedRow[] = catalogue.decodeRange(raws);
    const blocks = [...headers.filter((block) => block.number !== to), header(last)];
    await db.transaction(async (tx) => {
      await lease.assertHeld(tx);
      await store.writeRange(tx, rows, blocks, to, head);
    });
    if (cursor) cursor = { ...cursor, indexedBlock: to, chainHead: head };
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.event, (counts.get(row.event) ?? 0) + 1);
    metrics?.indexed(to - from + 1, counts);
    metrics?.progress(to, head);
    acceptedAtRange += 1;
    if (acceptedAtRange >= GROW_AFTER && range < options.maxBlockRange) {
      range = Math.min(options.maxBlockRange, range * 2);
      acceptedAtRange = 0;
      metrics?.range(range);
    }
    return { kind: 'indexed', from, to, events: rows.length, head };
  }

  return {
    get currentRange() {
      return range;
    },

    async start() {
      cursor = await store.openCursor(fingerprint, options.chainId, options.startBlock, options.confirmations);
      metrics?.range(range);
      return cursor;
    },

    async step() {
      if (!cursor) throw new Error('start() the follower first');
      const indexed = indexedOf(cursor);
      const storedHash = cursor.indexedBlock === null ? null : await store.storedHash(indexed);
      const [headHex, indexedBlock] = (await rpc.batch<unknown>([
        { method: 'eth_blockNumber', params: [] },
        ...(storedHash === null ? [] : [{ method: 'eth_getBlockByNumber', params: [hex(indexed), false] }]),
      ])) as [string, RpcBlock | null | undefined];
      const head = Number(headHex);
      if (storedHash !== null) {
        // The chain is shorter than the index (a reset local chain) or has another block there: a reorg.
        if (indexedBlock === null && indexed > head) return rewind(indexed);
        if (indexedBlock === null) throw new ChainViewError(`the node has no block ${indexed} yet`);
        if (indexedBlock && indexedBlock.hash !== storedHash) return rewind(indexed);
      }
      const safe = head - options.confirmations;
      if (indexed >= safe) {
        await db.transaction(async (tx) => {
          await lease.assertHeld(tx);
          await store.writeHead(tx, head);
        });
        cursor = { ...cursor, chainHead: head };
        metrics?.progress(cursor.indexedBlock, head);
        return { kind: 'caught-up', head };
      }
      const from = indexed + 1;
      const to = Math.min(safe, from + range - 1);
      return indexRange(from, to, head, storedHash);
    },
  };
}

export { LeaseHeldError };
