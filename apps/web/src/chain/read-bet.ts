import { getConfig } from '../config/config';
import { challengeRead } from './contracts';
import { multicall } from './multicall';

export interface BetRecord {
  requestId: bigint;
  user: string;
  unit: bigint;
  multiple: bigint;
  gain: bigint;
  loss: bigint;
  resolved: boolean;
  success: boolean;
  cancelled: boolean;
  /** Unix seconds of the request. */
  requestedAt: bigint;
  /** The odds recorded at the request (basis points). */
  probBps: number;
  lossBps: number;
  /** Block of the BetRequested log; of the BetResolved (or BetCancelled) log, 0n while pending. */
  requestBlock: bigint;
  resolveBlock: bigint;
  /** Unix seconds of requestCancelBet, 0n when none. */
  cancelRequestedAt: bigint;
}

/** The Bet struct as ethers decodes it (uint16 fields come back as bigint). */
type BetResult = Omit<BetRecord, 'probBps' | 'lossBps'> & { probBps: bigint; lossBps: bigint };

/** getLastBet(address) or getBetHistoryByRequestId(id). */
export async function readBet(query: { user: string } | { requestId: bigint }): Promise<BetRecord | null> {
  const isUser = 'user' in query;
  const [result] = await multicall([
    isUser
      ? challengeRead(getConfig().contracts.GMChallenge, 'getLastBet', [query.user])
      : challengeRead(getConfig().contracts.GMChallenge, 'getBetHistoryByRequestId', [query.requestId]),
  ]);
  const bet = result?.[0] as BetResult | undefined;
  if (!bet) return null;
  return {
    requestId: bet.requestId,
    user: bet.user,
    unit: bet.unit,
    multiple: bet.multiple,
    gain: bet.gain,
    loss: bet.loss,
    resolved: bet.resolved,
    success: bet.success,
    cancelled: bet.cancelled,
    requestedAt: bet.requestedAt,
    probBps: Number(bet.probBps),
    lossBps: Number(bet.lossBps),
    requestBlock: bet.requestBlock,
    resolveBlock: bet.resolveBlock,
    cancelRequestedAt: bet.cancelRequestedAt,
  };
}
