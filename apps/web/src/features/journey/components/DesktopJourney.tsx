import { useEffect } from 'react';
import { modalStore } from '@gm-claim/web-core-state';
import { usePersist } from '@gm-claim/web-core-state';
import { uiStore, useUi } from '@gm-claim/web-core-state';
import { isWalletConnected, useWallet } from '@gm-claim/web-core-wallet';
import { Backdrop } from '@gm-claim/web-core-ui';
import { GlitchOverlay } from '@gm-claim/web-core-ui';
import { ClaimStepView } from './ClaimStepView';
import { MainStepView } from './MainStepView';
import { MethodStepView } from './MethodStepView';
import { MissionStepView } from '@gm-claim/web-feature-missions';
import { pageHeight, pageStep } from '../data-access/page-step';
import { StepIndicator } from './StepIndicator';
import { VerifyStepView } from '@gm-claim/web-feature-eligibility';

const GLITCH_MS = 1_200;

/** The desktop eligibility journey MAIN → VERIFY → MISSION → METHOD → CLAIM. */
export function DesktopJourney() {
  const mainStep = useUi((state) => state.mainStep);
  const glitch = useUi((state) => state.isGlitchEnd);
  const connected = useWallet(isWalletConnected);
  const token = usePersist((state) => state.access_token);
  const step = pageStep(mainStep);

  useEffect(() => {
    if (connected && !token && mainStep === 'MAIN' && !modalStore.getState().modal) modalStore.getState().actions.open('SIGNATURES_MODAL');
  }, [connected, token, mainStep]);

  useEffect(() => {
    if (!glitch) return undefined;
    const timer = setTimeout(() => uiStore.getState().actions.setGlitchEnd(false), GLITCH_MS);
    return () => clearTimeout(timer);
  }, [glitch]);

  return (
    <div className="gm-journey" style={{ minHeight: pageHeight(step) }} data-step={step}>
      <Backdrop step={step} />
      <div className="gm-journey__content">
        <StepIndicator current={step} />
        {mainStep === 'MAIN' && <MainStepView />}
        {mainStep === 'VERIFY' && <VerifyStepView />}
        {mainStep === 'MISSION' && <MissionStepView />}
        {mainStep === 'METHOD' && <MethodStepView />}
        {mainStep === 'CLAIM' && <ClaimStepView />}
      </div>
      {glitch && <GlitchOverlay />}
    </div>
  );
}
