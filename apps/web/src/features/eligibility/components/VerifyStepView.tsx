import { useEffect } from 'react';
import { tokenInfoErrorMessage } from '../data-access/token-info';
import { useTokenInfo } from '../hooks/queries';
import { notify } from '@gm-claim/web-core-ui';
import { uiStore } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';
import { EligibilityList } from './EligibilityList';

/** Step VERIFY: the signed-in wallet's eligibility. */
export function VerifyStepView() {
  const info = useTokenInfo();
  useEffect(() => {
    if (info.error) notify.error(tokenInfoErrorMessage(info.error));
  }, [info.error]);
  return (
    <section className="gm-panel">
      <h1 className="gm-title gm-title--small">Your GM Eligibility</h1>
      <EligibilityList info={info.data} loading={info.isLoading} />
      <Button wide onClick={() => uiStore.getState().actions.setMainStep('MISSION')}>
        CONTINUE TO MISSIONS
      </Button>
    </section>
  );
}
