import { useFlow } from '@gm-claim/web-core-state';
import { ChallengeStatus } from '@gm-claim/web-feature-challenge';
import { VestingClaimed } from '@gm-claim/web-feature-claim-and-vest';

/** Step CLAIM: the vesting confirmation, or the Challenge's status and result. */
export function ClaimStepView() {
  const claimMethod = useFlow((state) => state.claimMethod);
  return claimMethod === 'VESTING' ? <VestingClaimed /> : <ChallengeStatus />;
}
