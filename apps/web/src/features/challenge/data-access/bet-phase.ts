import type { Bet } from './bet-record';
import { cancelStep, type CancelStep, type CancelTiming } from './cancel-bet';

/** What a Challenge's view shows, derived from the chain's record alone (so a reload shows the same). */
export type BetPhase =
  | { phase: 'waiting'; bet: Bet; elapsedSeconds: bigint; cancel: CancelStep }
  | { phase: 'resolved'; bet: Bet }
  | { phase: 'cancelled'; bet: Bet };

export function betPhase(bet: Bet, timing: CancelTiming, chainTime: bigint): BetPhase {
  if (bet.cancelled) return { phase: 'cancelled', bet };
  if (bet.resolved) return { phase: 'resolved', bet };
  const elapsed = chainTime - bet.requestedAt;
  return {
    phase: 'waiting',
    bet,
    elapsedSeconds: elapsed > 0n ? elapsed : 0n,
    cancel: cancelStep(bet, timing, chainTime),
  };
}
