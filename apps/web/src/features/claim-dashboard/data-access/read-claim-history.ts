import type { ClaimType } from '@gm-claim/shared/constants';
import type { ClaimHistoryResponse } from '@gm-claim/shared/dto/history';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { MAX_LOG_BLOCK_RANGE } from '@gm-claim/shared/rpc/limits';
import { classifyRpcError } from '@gm-claim/shared/rpc/rpc-errors';
import { scanLogRanges } from '@gm-claim/shared/rpc/scan-log-ranges';
import { toBeHex, zeroPadValue, type Log } from 'ethers';
import { apiClient, type ApiClient } from '@gm-claim/web-core-api';
import { getChainReader, interfaceOf, type ChainReader } from '@gm-claim/web-core-chain';
import { shortMessage } from '@gm-claim/web-core-errors';
import { withVestingAddress } from './read-claim-dashboard';
import { t } from '@gm-claim/web-core-i18n';

export interface ClaimRecord {
  amount: bigint;
  /** Unix seconds, from the event. */
  timestamp: bigint;
  txHash: string;
  blockNumber: number;
  logIndex: number;
}

/** A schedule's claims and how far they are known. */
export interface ClaimHistory {
  /** Newest first. */
  claims: ClaimRecord[];
  /** 'index': the API's event index (topped up from the node when it trails by one log range or less); 'chain': the node's logs only. */
  source: 'index' | 'chain';
  /** The last block whose claims are listed. */
  upToBlock: number;
  /** Blocks after `upToBlock` the list does not cover (the index lags and the node could not fill the gap); 0 when complete. */
  behindBlocks: number;
  /** Why the index was not used (source 'chain'). */
  indexError: string | null;
  /**
   * The transaction that created the schedule (null when not found in what was read). For a PUBLIC
   * schedule it is the claim & vest, whose TGE transfer GMChallenge paid: the history lists it.
   */
  created: { txHash: string; blockNumber: number } | null;
}

/** Blocks per eth_getLogs request: public BSC nodes refuse wider ranges (-32005 "exceed maximum block range"). */
export const LOG_RANGE = MAX_LOG_BLOCK_RANGE;
/** The narrowest range tried when a node caps ranges below LOG_RANGE. */
const MIN_LOG_RANGE = 100;
/**
 * Waits before the retries of one log request that failed for another reason than its range: a
 * public node answers 429 now and then (often without CORS headers, so the browser sees a network
 * error), and a history read from the chain alone is dozens of requests — one failure must not fail it.
 */
export const RETRY_DELAYS_MS: readonly number[] = [250, 500, 1_000, 2_000];

async function withRetries<T>(read: () => Promise<T>, delays: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const delay = delays[attempt];
      if (isRangeLimit(error) || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

export interface ClaimHistorySources {
  /** GET /vesting/{type}/schedules/{id}/claims of the API's index. */
  indexed(type: ClaimType, scheduleId: bigint): Promise<ClaimHistoryResponse>;
  reader: ChainReader;
  /** Waits before retrying a failed log request (default RETRY_DELAYS_MS). */
  retryDelaysMs?: readonly number[];
}

export function apiClaimHistory(client: ApiClient = apiClient): ClaimHistorySources['indexed'] {
  return (type, scheduleId) =>
    client.request(`/vesting/${type}/schedules/${scheduleId.toString()}/claims`, {
      schema: () => import('@gm-claim/shared/dto/history').then((module) => module.claimHistoryResponseSchema),
    });
}

const defaultSources = (): ClaimHistorySources => ({ indexed: apiClaimHistory(), reader: getChainReader() });

const vesting = interfaceOf(gmVestingAbi);

function eventTopic(name: 'Claimed' | 'VestingScheduleCreated'): string {
  const event = vesting.getEvent(name);
  if (!event) throw new Error(`GMVesting has no ${name} event`);
  return event.topicHash;
}

/** Whether a node refused a getLogs range as too wide (the shared classification, anywhere in the error's chain). */
export function isRangeLimit(error: unknown): boolean {
  return classifyRpcError(error) === 'range-too-wide';
}

/**
 * The schedule's history: the API's index first (it says how far it has got); when it trails the
 * chain by at most one log range, the gap is read from the node so a claim made a moment ago shows.
 * Only when the API fails are the node's logs read alone, in bounded ranges (≤ 5,000 blocks, narrower
 * when a node refuses that), from the head back to the schedule's creation. When both fail the read
 * fails (the modal shows the error with a retry), never an empty history.
 */
export async function readClaimHistory(
  type: ClaimType,
  scheduleId: bigint,
  sources: ClaimHistorySources = defaultSources(),
  /** The GMVesting the dashboard read (PUBLIC: the address the API names); the configured one by default. */
  contract?: string,
): Promise<ClaimHistory> {
  if (scheduleId === 0n)
    return { claims: [], source: 'index', upToBlock: 0, behindBlocks: 0, indexError: null, created: null };
  const reader = contract ? withVestingAddress(sources.reader, type, contract) : sources.reader;
  let indexed: ClaimHistoryResponse;
  try {
    indexed = await sources.indexed(type, scheduleId);
  } catch (indexError) {
    try {
      return {
        ...(await fromChain(type, scheduleId, reader, sources.retryDelaysMs ?? RETRY_DELAYS_MS)),
        indexError: shortMessage(indexError),
      };
    } catch (chainError) {
      throw new Error(
        t('hist.neither', { index: shortMessage(indexError), chain: shortMessage(chainError) }),
        { cause: chainError },
      );
    }
  }
  return withGapFilled(type, scheduleId, indexed, reader);
}

function fromIndex(response: ClaimHistoryResponse): ClaimRecord[] {
  return response.claims.map((claim) => ({
    amount: BigInt(claim.amount),
    timestamp: BigInt(claim.claimedAt),
    txHash: claim.txHash,
    blockNumber: claim.blockNumber,
    logIndex: claim.logIndex,
  }));
}

async function withGapFilled(
  type: ClaimType,
  scheduleId: bigint,
  response: ClaimHistoryResponse,
  reader: ChainReader,
): Promise<ClaimHistory> {
  const claims = fromIndex(response);
  const upTo = response.index.indexedBlock ?? response.schedule.created.blockNumber - 1;
  const reported = {
    claims,
    source: 'index' as const,
    upToBlock: upTo,
    behindBlocks: response.index.lagBlocks ?? 0,
    indexError: null,
    created: { txHash: response.schedule.created.txHash, blockNumber: response.schedule.created.blockNumber },
  };
  let head: number;
  try {
    head = await reader.latestBlockNumber();
  } catch {
    return reported; // the index alone, with the lag it reported
  }
  if (head <= upTo) return { ...reported, behindBlocks: 0 };
  if (head - upTo > LOG_RANGE) return { ...reported, behindBlocks: head - upTo };
  try {
    const recent = await claimLogs(type, scheduleId, reader, upTo + 1, head);
    return { ...reported, claims: merge(claims, recent.claims), upToBlock: head, behindBlocks: 0 };
  } catch {
    return { ...reported, behindBlocks: head - upTo };
  }
}

async function fromChain(
  type: ClaimType,
  scheduleId: bigint,
  reader: ChainReader,
  retryDelaysMs: readonly number[],
): Promise<Omit<ClaimHistory, 'indexError'>> {
  const head = await withRetries(() => reader.latestBlockNumber(), retryDelaysMs);
  const scan = await claimLogs(type, scheduleId, reader, reader.logsFromBlock, head, {
    stopAtCreation: true,
    retryDelaysMs,
  });
  return { claims: scan.claims, source: 'chain', upToBlock: head, behindBlocks: 0, created: scan.created };
}

/**
 * The Claimed logs of a schedule in [from, to], read from `to` backwards by the shared bounded
 * scanner (windows of at most LOG_RANGE blocks, halved down to MIN_LOG_RANGE when a node refuses
 * one). With `stopAtCreation` the window holding the schedule's VestingScheduleCreated log is the
 * last read: no claim can be older.
 */
async function claimLogs(
  type: ClaimType,
  scheduleId: bigint,
  reader: ChainReader,
  from: number,
  to: number,
  options: { stopAtCreation?: boolean; retryDelaysMs?: readonly number[] } = {},
): Promise<{ claims: ClaimRecord[]; requests: number; created: ClaimHistory['created'] }> {
  const claimed = eventTopic('Claimed');
  const created = eventTopic('VestingScheduleCreated');
  const topics = [options.stopAtCreation ? [claimed, created] : claimed, zeroPadValue(toBeHex(scheduleId), 32)];
  const scan = await scanLogRanges<Log>({
    fromBlock: from,
    toBlock: to,
    direction: 'backward',
    maxRange: LOG_RANGE,
    minRange: MIN_LOG_RANGE,
    read: (low, high) =>
      withRetries(
        () => reader.getLogs({ address: reader.contracts.GMVesting[type], topics, fromBlock: low, toBlock: high }),
        options.retryDelaysMs ?? [],
      ),
    onWindow: (logs) => logs.some((log) => log.topics[0] === created),
  });
  const claims = scan.logs.filter((log) => log.topics[0] !== created).map(toClaim);
  const creation = scan.logs.find((log) => log.topics[0] === created);
  return {
    claims: merge([], claims),
    requests: scan.requests,
    created: creation ? { txHash: creation.transactionHash, blockNumber: creation.blockNumber } : null,
  };
}

function toClaim(log: Log): ClaimRecord {
  const parsed = vesting.parseLog({ topics: [...log.topics], data: log.data });
  if (!parsed || parsed.name !== 'Claimed') throw new Error(`log ${log.transactionHash} is no Claimed event`);
  return {
    amount: parsed.args.getValue('amount') as bigint,
    timestamp: parsed.args.getValue('timestamp') as bigint,
    txHash: log.transactionHash,
    blockNumber: log.blockNumber,
    logIndex: log.index,
  };
}

/** Both lists without duplicates (same transaction and log), newest first. */
function merge(a: readonly ClaimRecord[], b: readonly ClaimRecord[]): ClaimRecord[] {
  const byKey = new Map<string, ClaimRecord>();
  for (const claim of [...a, ...b]) byKey.set(`${claim.txHash.toLowerCase()}-${claim.logIndex}`, claim);
  return [...byKey.values()].sort((x, y) => y.blockNumber - x.blockNumber || y.logIndex - x.logIndex);
}
