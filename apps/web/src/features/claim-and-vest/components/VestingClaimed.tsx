import { formatTokenAmount } from '@gm-claim/shared/amount';
import { Link } from 'react-router';
import { ReadError } from '@gm-claim/web-core-ui';
import { useChainEligibility } from '@gm-claim/web-feature-eligibility';

/**
 * Step CLAIM after the vesting claim: the TGE page in its claimed state. What was paid at once and what
 * vests, as the chain records it (after claim & vest getEligibleAmount answers the claim's own figures),
 * and the way to the dashboard, which names every part.
 */
export function VestingClaimed() {
  const chain = useChainEligibility();
  const claimed = chain.data?.hasClaimedAndVested ? chain.data : undefined;
  return (
    <section className="gm-panel gm-panel--center" data-testid="vesting-claimed">
      <h1 className="gm-title gm-title--small">Claim GM</h1>
      <p className="gm-lead">Your TGE tokens are claimed and your vesting schedule has started.</p>
      {claimed && (
        <dl className="gm-rows" data-testid="claimed-figures">
          <div>
            <dt>Paid to your wallet at TGE</dt>
            <dd>{formatTokenAmount(claimed.unlock)} GM</dd>
          </div>
          <div>
            <dt>Vesting over 6 months</dt>
            <dd>{formatTokenAmount(claimed.vesting)} GM</dd>
          </div>
        </dl>
      )}
      {chain.isError && (
        <ReadError
          what="What you claimed"
          error={chain.error}
          retrying={chain.isFetching}
          onRetry={() => void chain.refetch()}
        />
      )}
      <Link className="gm-button gm-button--wide" to="/vesting">
        Go to Vesting
      </Link>
    </section>
  );
}
