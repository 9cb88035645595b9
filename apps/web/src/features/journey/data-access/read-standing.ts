import type { Standing } from '@gm-claim/web-core-state';
import { readLastBet } from '@gm-claim/web-feature-challenge/data-access';
import { getTokenInfo, readEligibility } from '@gm-claim/web-feature-eligibility/data-access';
import { getMissions } from '@gm-claim/web-feature-missions/data-access';

/** What the standing is read from (defaults: the app's chain reader and API client). */
export interface StandingSources {
  hasClaimedAndVested(address: string): Promise<boolean>;
  lastBet(address: string): Promise<{ requestId: bigint; resolved: boolean; cancelled: boolean } | null>;
  missionsCleared(): Promise<boolean>;
  /** Whether the wallet has an allocation: registered on GMChallenge, or a total above 0 in the API's lists. */
  eligible(address: string): Promise<boolean>;
}

const defaultSources: StandingSources = {
  hasClaimedAndVested: async (address) => (await readEligibility(address)).hasClaimedAndVested,
  lastBet: (address) => readLastBet(address),
  missionsCleared: async () => (await getMissions()).clearAllMissions,
  eligible: async (address) =>
    (await readEligibility(address)).isRegistered || BigInt((await getTokenInfo()).totalAmount) > 0n,
};

/**
 * Where a signed-in wallet stands, from the chain and the API on every load (never from what a tab
 * remembers): claimed and vesting; a Challenge that is pending or resolved and not yet claimed;
 * nothing yet, with the missions cleared or not; or no allocation at all (never led on to missions).
 * A read that fails fails the standing.
 */
export async function readStanding(address: string, sources: StandingSources = defaultSources): Promise<Standing> {
  const [claimed, bet] = await Promise.all([sources.hasClaimedAndVested(address), sources.lastBet(address)]);
  if (claimed) return { kind: 'claimed' };
  if (bet && !bet.cancelled) return { kind: 'challenge', requestId: bet.requestId.toString() };
  const [missionsCleared, eligible] = await Promise.all([sources.missionsCleared(), sources.eligible(address)]);
  return eligible ? { kind: 'ready', missionsCleared } : { kind: 'not-eligible' };
}
