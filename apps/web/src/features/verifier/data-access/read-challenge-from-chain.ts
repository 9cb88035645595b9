import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { toBeHex, zeroPadValue, type Log } from 'ethers';
import { contractCall, getChainReader, interfaceOf, valueOf, type ChainReader } from '@gm-claim/web-core-chain';
import { shortMessage } from '@gm-claim/web-core-errors';
import type { ChallengeProof, EventPoint, TableRowAtBet } from './challenge-proof';

const challengeEvents = interfaceOf(gmChallengeAbi);

function topicHash(name: string): string {
  const event = challengeEvents.getEvent(name);
  if (!event) throw new Error(`GMChallenge has no ${name} event`);
  return event.topicHash;
}

/** The one log of `event` for `requestId` in `block` (GMChallenge records the block of each step). */
async function eventAt(
  reader: ChainReader,
  event: string,
  requestId: bigint,
  block: number,
): Promise<{ log: Log; args: Record<string, unknown> } | null> {
  const logs = await reader.getLogs({
    address: reader.contracts.GMChallenge,
    topics: [topicHash(event), zeroPadValue(toBeHex(requestId), 32)],
    fromBlock: block,
    toBlock: block,
  });
  const log = logs[0];
  if (!log) return null;
  const parsed = challengeEvents.parseLog({ topics: [...log.topics], data: log.data });
  if (!parsed || parsed.name !== event) throw new Error(`log ${log.transactionHash} is no ${event} event`);
  const args = Object.fromEntries(parsed.fragment.inputs.map((input, index) => [input.name, parsed.args[index]]));
  return { log, args };
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
 * GMChallenge.getBetHistoryByRequestId, then the logs of the blocks it recorded — BetRequested at
 * requestBlock (tx, VRF fee), BetResolved or BetCancelled at resolveBlock (tx, random word) — and the
 * betting table as of requestBlock. Null when GMChallenge has no bet with this request id.
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
  const requestBlock = Number(bet.requestBlock);
  const resolveBlock = Number(bet.resolveBlock);
  const [requested, resolved, cancelled, tableRow] = await Promise.all([
    requestBlock > 0 ? eventAt(reader, 'BetRequested', requestId, requestBlock) : null,
    bet.resolved && resolveBlock > 0 ? eventAt(reader, 'BetResolved', requestId, resolveBlock) : null,
    bet.cancelled && resolveBlock > 0 ? eventAt(reader, 'BetCancelled', requestId, resolveBlock) : null,
    requestBlock > 0
      ? tableRowAt(reader, bet.unit, bet.multiple, requestBlock)
      : ({ kind: 'unavailable', reason: 'The contract did not record the bet’s block.' } as const),
  ]);
  if (bet.resolved && !resolved)
    throw new Error(`No BetResolved log of Challenge ${requestId} in block ${resolveBlock}`);
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
