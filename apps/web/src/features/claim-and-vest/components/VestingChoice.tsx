import { modalStore } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';
import { RelayRecovery } from '@gm-claim/web-feature-sponsored-claim';

/** The "Claim & Vesting" card of "Choose How to Claim". */
export function VestingChoice() {
  return (
    <article className="gm-card">
      <RelayRecovery />
      <h2>Claim &amp; Vesting</h2>
      <p className="gm-lead">10% unlocks at TGE. The remaining 90% vests linearly over 6 months, with no cliff.</p>
      <Button wide onClick={() => modalStore.getState().actions.open('VESTING_MODAL')}>
        CLAIM &amp; VESTING
      </Button>
    </article>
  );
}
