import { Link } from 'react-router';

/** Step CLAIM after the vesting claim: the TGE part is paid and the schedule runs. */
export function VestingClaimed() {
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
