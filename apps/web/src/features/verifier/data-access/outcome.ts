import { BPS_DENOMINATOR } from '@gm-claim/shared/constants';

/** The draw of a Challenge recomputed from its random word, as GMChallenge.fulfillRandomWords decides it. */
export interface RecomputedOutcome {
  /** randomWord mod 10000. */
  draw: number;
  /** The win probability the bet was recorded with, in basis points. */
  probBps: number;
  /** draw < probBps. */
  win: boolean;
}

/** `randomWord % 10000 < probBps` → win (GMChallenge's rule, see IGMChallenge.BetResolved). */
export function recomputeOutcome(randomWord: bigint, probBps: number): RecomputedOutcome {
  if (randomWord < 0n) throw new RangeError('a random word is a uint256');
  if (!Number.isInteger(probBps) || probBps < 0 || probBps > BPS_DENOMINATOR) {
    throw new RangeError(`probBps must be a whole number of basis points in 0…${BPS_DENOMINATOR}`);
  }
  const draw = Number(randomWord % BigInt(BPS_DENOMINATOR));
  return { draw, probBps, win: draw < probBps };
}
