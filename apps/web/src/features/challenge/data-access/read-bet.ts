import { getConfig } from '@gm-claim/web-core-config';
import { challengeRead } from '@gm-claim/web-core-chain';
import { multicall } from '@gm-claim/web-core-chain';

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
}

/** getLastBet(address) or getBetHistoryByRequestId(id). */
export async function readBet(query: { user: string } | { requestId: bigint }): Promise<BetRecord | null> {
  const isUser = 'user' in query;
  const [result] = await multicall([
    isUser
      ? challengeRead(getConfig().contracts.GMChallenge, 'getLastBet', [query.user])
      : challengeRead(getConfig().contracts.GMChallenge, 'getBetHistoryByRequestId', [query.requestId]),
  ]);
  const bet = result?.[0] as BetRecord | undefined;
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
  };
}
