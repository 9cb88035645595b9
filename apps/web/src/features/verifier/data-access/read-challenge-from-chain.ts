import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { toBeHex, zeroPadValue, type Log } from 'ethers';
import { scanLogRanges } from '@gm-claim/shared/rpc/scan-log-ranges';
import { contractCall, getChainReader, interfaceOf, valueOf, type ChainReader } from '@gm-claim/web-core-chain';
import { shortMessage } from '@gm-claim/web-core-errors';
import type { ChallengeProof, EventPoint, TableRowAtBet } from './challenge-proof';

const challengeEvents = interfaceOf(gmChallengeAbi);

function topicHash(name: string): string {
  const event = challengeEvents.getEvent(name);
  if (!event) throw new Error(`GMChallenge has no ${name} event`);
  return event.topicHash;
}

type ParsedLog = { log: Log; args: Record<string, unknown> };

/**
 * The first log of `event` for `requestId` from block `fromBlock` on (up to the latest block): a forward scan in
 * bounded windows that stops at the first window holding one. GMChallenge does not store the blocks of a bet's steps
 * (only their times: blocks would cost a storage slot per bet), so the scan starts where the record's times put the step, and finds it in the first window.
 */
async function firstEventFrom(
  reader: ChainReader,
  event: string,
  requestId: bigint,
  fromBlock: number,
  toBlock: number,
): Promise<ParsedLog | null> {
  let found: Log | undefined;
  await scanLogRanges<Log>({
    fromBlock,
    toBlock,
    read: (low, high) =>
      reader.getLogs({
        address: reader.contracts.GMChallenge,
        topics: [topicHash(event), zeroPadValue(toBeHex(requestId), 32)],
        fromBlock: low,
        toBlock: high,
      }),
    onWindow: (logs) => {
      found = logs[0];
      return found !== undefined;
    },
  });
  if (!found) return null;
  const log = found;
  const parsed = challengeEvents.parseLog({ topics: [...log.topics], data: log.data });
  if (!parsed || parsed.name !== event) throw new Error(`log ${log.transactionHash} is no ${event} event`);
  const args = Object.fromEntries(parsed.fragment.inputs.map((input, index) => [input.name, parsed.args[index]]));
  return { log, args };
}

/**
 * The first block in [low, high] whose timestamp is at least `time` (a binary search over block headers, about
 * log2(high − low) reads); `high + 1` when there is none.
 */
async function firstBlockAtOrAfter(reader: ChainReader, time: number, low: number, high: number): Promise<number> {
  let lo = low;
  let hi = high + 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if ((await reader.blockTime(mid)) >= time) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const point = (log: Log, timestamp: number | null): EventPoint => ({
  txHash: log.transactionHash,
  blockNumber: log.blockNumber,
  timestamp,
});

/** bettingTable(unit, multiple) as of `block`: needs a node that keeps that block's state. */
async function tableRowAt(reader: ChainReader, unit: bigint, multiple: bigint, block: number): Promise<TableRowAtBet> {
  try {
    const [row] = await reader.multicall(
      [contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'bettingTable', [unit, multiple])],
      { blockTag: block },
    );
    const { probBps, lossBps } = valueOf(row);
    if (probBps === 0n && lossBps === 0n) return { kind: 'none', atBlock: block };
    return { kind: 'row', atBlock: block, setAtBlock: null, probBps: Number(probBps), lossBps: Number(lossBps) };
  } catch (error) {
    return { kind: 'unavailable', reason: shortMessage(error) };
  }
}

/** Whether GMChallenge has resolved or cancelled the bet (one multicall; false for an unknown id). */
export async function readBetSettled(requestId: bigint, reader: ChainReader = getChainReader()): Promise<boolean> {
  const [history] = await reader.multicall([
    contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'getBetHistoryByRequestId', [requestId]),
  ]);
  const bet = valueOf(history);
  return bet.requestId === requestId && (bet.resolved || bet.cancelled);
}

/**
 * One Challenge read from the chain alone (the fallback when the API's index cannot answer):
 * GMChallenge.getBetHistoryByRequestId, then the bet's logs — BetRequested (tx, VRF fee), BetResolved or BetCancelled
 * (tx, random word) — and the betting table as of the request's block. GMChallenge keeps no block numbers (times only):
 * the request's block is found from `requestedAt` by a binary search over block headers (from the configured first
 * block of the logs), the fulfilment by a forward log scan from there, a cancel by one from the block of
 * `cancelRequestedAt`. Null when GMChallenge has no bet with this request id.
 */
export async function readChallengeFromChain(
  requestId: bigint,
  reader: ChainReader = getChainReader(),
): Promise<ChallengeProof | null> {
  const [history] = await reader.multicall([
    contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'getBetHistoryByRequestId', [requestId]),
  ]);
  const bet = valueOf(history);
  if (bet.requestId !== requestId || bet.requestId === 0n) return null;
  const head = await reader.latestBlockNumber();
  const from = Math.min(reader.logsFromBlock, head);
  const requestFrom = await firstBlockAtOrAfter(reader, Number(bet.requestedAt), from, head);
  // Blocks share a timestamp only a few at a time: the request is within the first 100 from there.
  const requested = await firstEventFrom(reader, 'BetRequested', requestId, requestFrom, Math.min(head, requestFrom + 99));
  const requestBlock = requested?.log.blockNumber ?? requestFrom;
  const cancelFrom =
    bet.cancelled && bet.cancelRequestedAt > 0n
      ? await firstBlockAtOrAfter(reader, Number(bet.cancelRequestedAt), requestBlock, head)
      : requestBlock;
  const [resolved, cancelled, tableRow] = await Promise.all([
    bet.resolved ? firstEventFrom(reader, 'BetResolved', requestId, requestBlock, head) : null,
    bet.cancelled ? firstEventFrom(reader, 'BetCancelled', requestId, cancelFrom, head) : null,
    requested
      ? tableRowAt(reader, bet.unit, bet.multiple, requested.log.blockNumber)
      : ({ kind: 'unavailable', reason: 'The bet’s BetRequested log was not found.' } as const),
  ]);
  if (bet.resolved && !resolved)
    throw new Error(`No BetResolved log of Challenge ${requestId} from block ${requestBlock} to ${head}`);
  const word = resolved?.args.randomWord;
  return {
    source: 'chain',
    requestId,
    user: bet.user.toLowerCase(),
    unit: bet.unit,
    multiple: Number(bet.multiple),
    price: typeof requested?.args.price === 'bigint' ? requested.args.price : null,
    odds: { probBps: Number(bet.probBps), lossBps: Number(bet.lossBps) },
    tableRow,
    status: bet.cancelled ? 'cancelled' : bet.resolved ? 'resolved' : 'pending',
    requested: requested ? point(requested.log, Number(bet.requestedAt)) : null,
    requestedAt: Number(bet.requestedAt),
    fulfilment: resolved
      ? {
          ...point(resolved.log, null),
          success: bet.success,
          randomWord: typeof word === 'bigint' ? word : null,
          gained: bet.gain,
          credited: bet.success ? bet.gain : bet.unit - bet.loss,
        }
      : null,
    cancelRequest: null,
    cancelRequestedAt: bet.cancelRequestedAt > 0n ? Number(bet.cancelRequestedAt) : null,
    cancellation: cancelled ? point(cancelled.log, null) : null,
    index: null,
  };
}
