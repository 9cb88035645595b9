import type { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import type { FunctionResult } from '@gm-claim/web-core-chain';

/** A Challenge as GMChallenge records it (getLastBet / getBetHistoryByRequestId), typed from the ABI. */
export type Bet = FunctionResult<typeof gmChallengeAbi, 'getLastBet'>;
