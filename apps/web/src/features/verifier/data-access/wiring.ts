import { lookUpChallenge, type ChallengeLookup } from './read-challenge-proof';
import { readBetSettled, readChallengeFromChain } from './read-challenge-from-chain';
import { readChallengeFromIndex } from './read-from-index';

// The app's sources for a lookup. Loaded on demand: the chain fallback brings ethers.

/** A Challenge from the app's API, else from the configured chain nodes. */
export function lookUpChallengeInApp(requestId: bigint): Promise<ChallengeLookup> {
  return lookUpChallenge(requestId, {
    fromIndex: (id) => readChallengeFromIndex(id),
    fromChain: (id) => readChallengeFromChain(id),
    settledOnChain: (id) => readBetSettled(id),
  });
}
