import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accessTokenWallet } from '@gm-claim/web-core-api';
import { flowStore, modalStore, persistStore, useFlow, usePersist } from '@gm-claim/web-core-state';
import { Backdrop, GlitchOverlay, ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { isWalletConnected, useWallet } from '@gm-claim/web-core-wallet';
import { VerifyStepView } from '@gm-claim/web-feature-eligibility';
import { pageHeight, pageStep } from '../data-access/page-step';
import { useStanding } from '../hooks/use-standing';
import { useStepInView } from '../hooks/use-step-in-view';
import { MainStepView } from './MainStepView';
import { StepIndicator } from './StepIndicator';
import { useI18n } from '@gm-claim/web-core-i18n';

const GLITCH_MS = 1_200;

// The steps after sign-in (the missions, the method's choice, the Challenge's status, the vesting confirmation)
// are chunks of their own: a first visit paints MAIN without them (bench:web's first-visit budget).
const MissionStepView = lazy(() =>
  import('@gm-claim/web-feature-missions').then((module) => ({ default: module.MissionStepView })),
);
const MethodStepView = lazy(() => import('./MethodStepView').then((module) => ({ default: module.MethodStepView })));
const ClaimStepView = lazy(() => import('./ClaimStepView').then((module) => ({ default: module.ClaimStepView })));

/**
 * The desktop eligibility journey MAIN → VERIFY → MISSION → METHOD → CLAIM. A signed-in wallet is
 * placed where the chain and the API say it stands (on every load, and after sign-in): a claim sends
 * it to its vesting dashboard, a Challenge to its status, else METHOD or VERIFY by the missions.
 */
export function DesktopJourney() {
  const { t } = useI18n();
  const mainStep = useFlow((state) => state.mainStep);
  const glitch = useFlow((state) => state.isGlitchEnd);
  const placedFor = useFlow((state) => state.placedFor);
  const connected = useWallet(isWalletConnected);
  const address = useWallet((state) => state.address);
  const token = usePersist((state) => state.access_token);
  const navigate = useNavigate();
  // The page the app opened on (or was reloaded on): react-router keys that first entry 'default'.
  const landedHere = useLocation().key === 'default';
  const needsPlacing = connected && Boolean(token) && Boolean(address) && placedFor !== address?.toLowerCase();
  const standing = useStanding(address, needsPlacing);
  const step = pageStep(mainStep);
  const content = useRef<HTMLDivElement>(null);
  const claimMethod = useFlow((state) => state.claimMethod);
  useStepInView(content, `${mainStep}:${claimMethod}`);

  useEffect(() => {
    // A token left by another wallet (the wallet changed while the page was closed) is not this one's.
    const owner = token ? accessTokenWallet(token) : null;
    if (connected && address && owner && owner.toLowerCase() !== address.toLowerCase())
      persistStore.getState().actions.signedOut();
  }, [connected, address, token]);

  useEffect(() => {
    // Signed out meanwhile (in another tab, or the session ended): start again from MAIN.
    if (!token && placedFor) flowStore.getState().actions.walletLeft();
  }, [token, placedFor]);

  useEffect(() => {
    if (connected && !token && mainStep === 'MAIN' && !modalStore.getState().modal)
      modalStore.getState().actions.open('SIGNATURES_MODAL');
  }, [connected, token, mainStep]);

  useEffect(() => {
    if (!needsPlacing || !standing.data || !address) return;
    flowStore.getState().actions.standingRead(address, standing.data);
    // A wallet that claimed and opens the app here goes to its dashboard; one that came here with the
    // header's TGE button stays, and sees the TGE page in its claimed state (else the button looks dead).
    if (standing.data.kind === 'claimed' && landedHere) void navigate('/vesting');
  }, [needsPlacing, standing.data, address, navigate, landedHere]);

  useEffect(() => {
    if (!glitch) return undefined;
    const timer = setTimeout(() => flowStore.getState().actions.glitchEnded(), GLITCH_MS);
    return () => clearTimeout(timer);
  }, [glitch]);

  const placing = needsPlacing && (
    <section className="gm-panel gm-panel--center" data-testid="standing">
      {standing.isError ? (
        <ReadError
          what={t('journey.claimStatus')}
          error={standing.error}
          retrying={standing.isFetching}
          onRetry={() => void standing.refetch()}
        />
      ) : (
        <ReadLoading what={t('journey.claimStatusLoading')} />
      )}
    </section>
  );

  return (
    <div className="gm-journey" style={{ minHeight: pageHeight(step) }} data-step={step}>
      <Backdrop step={step} />
      <div className="gm-journey__content" ref={content}>
        <StepIndicator current={step} />
        {placing || (
          <>
            {mainStep === 'MAIN' && <MainStepView />}
            {mainStep === 'VERIFY' && <VerifyStepView />}
            <Suspense fallback={null}>
              {mainStep === 'MISSION' && <MissionStepView />}
              {mainStep === 'METHOD' && <MethodStepView />}
              {mainStep === 'CLAIM' && <ClaimStepView />}
            </Suspense>
          </>
        )}
      </div>
      {glitch && <GlitchOverlay />}
    </div>
  );
}
