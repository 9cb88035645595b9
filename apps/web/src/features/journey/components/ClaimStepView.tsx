import { formatTokenAmount } from '@gm-claim/shared/amount';
import { Link } from 'react-router';
import { modalStore } from '@gm-claim/web-core-state';
import { useUi } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';

/** Step CLAIM: the vesting confirmation, or the Challenge wait and result. */
export function ClaimStepView() {
  const type = useUi((state) => state.type);
  const waiting = useUi((state) => state.isBetWaiting);
  const result = useUi((state) => state.betResult);
  if (type === 'VESTING') {
    return (
      <section className="gm-panel gm-panel--center">
        <h1 className="gm-title gm-title--small">Claim GM</h1>
        <p className="gm-lead">Your TGE tokens are claimed and your vesting schedule has started.</p>
        <Link className="gm-button gm-button--wide" to="/vesting">
          Go to Vesting
        </Link>
      </section>
    );
  }
  const resolved = result.requestId !== undefined;
  return (
    <section className="gm-panel gm-panel--center">
      <h1 className="gm-title gm-title--small">Challenge</h1>
      {waiting || !resolved ? (
        <div className="gm-waiting" role="status">
          <span className="gm-waiting__pulse" aria-hidden="true" />
          <p className="gm-lead">Waiting for the verifiable random number… This usually takes a few blocks.</p>
        </div>
      ) : (
        <div className={`gm-result ${result.success ? 'gm-result--win' : 'gm-result--lose'}`}>
          <p className="gm-result__headline">{result.cancelled ? 'CHALLENGE CANCELLED' : result.success ? 'YOU WIN!' : 'YOU LOSE'}</p>
          {result.success ? (
            <p className="gm-lead">You won {formatTokenAmount(result.gain)} GM (x{result.multiple}).</p>
          ) : (
            !result.cancelled && <p className="gm-lead">{formatTokenAmount(result.loss)} GM was forfeited. The rest is claimable instantly.</p>
          )}
          <Button wide onClick={() => modalStore.getState().actions.open('VESTING_MODAL')}>
            CLAIM
          </Button>
        </div>
      )}
    </section>
  );
}
