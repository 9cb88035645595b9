import { useEffect } from 'react';
import { tokenInfoErrorMessage } from '../api/token-info';
import { useTokenInfo } from '../hooks/queries';
import { notify } from '../notify/notify';
import { uiStore } from '../stores/ui-store';
import { Button } from '../ui/Button';
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
