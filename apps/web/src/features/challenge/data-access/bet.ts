import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, getChainReader, valueOf, type ChainReader } from '@gm-claim/web-core-chain';
import { betPhase, type BetPhase } from './bet-phase';
import type { Bet } from './bet-record';
import { readCancelTiming } from './cancel-bet';

/** The user's last Challenge, or null when there is none (request id 0). */
export async function readLastBet(address: string, reader: ChainReader = getChainReader()): Promise<Bet | null> {
  const [last] = await reader.multicall([
    contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'getLastBet', [address]),
  ]);
  const bet = valueOf(last);
  return bet.requestId === 0n ? null : bet;
}

export interface BetStatus {
  bet: Bet;
  /** Where the Challenge stands, judged by the chain's clock at the read (see bet-phase.ts). */
  phase: BetPhase;
  /** The chain's clock at the read (unix seconds). */
  chainTime: bigint;
}

/** One Challenge by request id, and its phase by the cancel timing and the chain's clock. */
export async function readBetStatus(requestId: bigint, reader: ChainReader = getChainReader()): Promise<BetStatus> {
  const [[history], timing, chainTime] = await Promise.all([
    reader.multicall([
      contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'getBetHistoryByRequestId', [requestId]),
    ]),
    readCancelTiming(reader),
    reader.latestBlockTime(),
  ]);
  const bet = valueOf(history);
  if (bet.requestId !== requestId) throw new Error(`GMChallenge knows no bet with request id ${requestId}`);
  return { bet, phase: betPhase(bet, timing, chainTime), chainTime };
}
