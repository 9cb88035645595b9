import type { Standing } from '@gm-claim/web-core-state';
import { readLastBet } from '@gm-claim/web-feature-challenge/data-access';
import { getTokenInfo, readEligibility } from '@gm-claim/web-feature-eligibility/data-access';

/** What the standing is read from (defaults: the app's chain reader and API client). */
export interface StandingSources {
  hasClaimedAndVested(address: string): Promise<boolean>;
  lastBet(address: string): Promise<{ requestId: bigint; resolved: boolean; cancelled: boolean } | null>;
  missionsCleared(): Promise<boolean>;
  /**
   * Whether the wallet has an allocation: registered on GMChallenge, or a total above 0 in the API's lists;
   * 'unknown' when the lists could not be read (VERIFY then shows that read's own error with RETRY).
   */
  eligible(address: string): Promise<boolean | 'unknown'>;
}

const defaultSources: StandingSources = {
  hasClaimedAndVested: async (address) => (await readEligibility(address)).hasClaimedAndVested,
  lastBet: (address) => readLastBet(address),
  // The missions library is a lazy chunk of its own (the MISSION step): imported on use.
  missionsCleared: async () =>
    (await (await import('@gm-claim/web-feature-missions/data-access')).getMissions()).clearAllMissions,
  eligible: async (address) => {
    if ((await readEligibility(address)).isRegistered) return true;
    try {
      return BigInt((await getTokenInfo()).totalAmount) > 0n;
    } catch {
      return 'unknown';
    }
  },
};

/**
 * Where a signed-in wallet stands, from the chain and the API on every load (never from what a tab
 * remembers): claimed and vesting; a Challenge that is pending or resolved and not yet claimed;
 * nothing yet, with the missions cleared or not; or no allocation at all (never led on to missions).
 * A read that fails fails the standing, except the API's eligibility lists: when they cannot be read the
 * wallet stays on VERIFY (missions not taken as cleared), where the eligibility panel shows the error and
 * RETRY — the one screen that can say what failed and recover from it.
 */
export async function readStanding(address: string, sources: StandingSources = defaultSources): Promise<Standing> {
  const [claimed, bet] = await Promise.all([sources.hasClaimedAndVested(address), sources.lastBet(address)]);
  if (claimed) return { kind: 'claimed' };
  if (bet && !bet.cancelled) return { kind: 'challenge', requestId: bet.requestId.toString() };
  const [missionsCleared, eligible] = await Promise.all([sources.missionsCleared(), sources.eligible(address)]);
  if (eligible === 'unknown') return { kind: 'ready', missionsCleared: false };
  return eligible ? { kind: 'ready', missionsCleared } : { kind: 'not-eligible' };
}
