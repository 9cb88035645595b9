import { ChallengeChoice } from '@gm-claim/web-feature-challenge';
import { VestingChoice } from '@gm-claim/web-feature-claim-and-vest';

/** Step METHOD ("????"): the vesting claim or the Challenge. */
export function MethodStepView() {
  return (
    <section className="gm-methods">
      <h1 className="gm-title gm-title--small">Choose How to Claim</h1>
      <div className="gm-methods__grid">
        <VestingChoice />
        <ChallengeChoice />
      </div>
    </section>
  );
}
