import type { ClaimType } from '@gm-claim/shared/constants';
import { Suspense } from 'react';
import { isReducedLayout } from '@gm-claim/web-core-ui';
import { modalStore } from '@gm-claim/web-core-state';
import { isWalletConnected, useInjectedWallet, useWallet } from '@gm-claim/web-core-wallet';
import { Button } from '@gm-claim/web-core-ui';
import { MyChallenges } from '@gm-claim/web-feature-verifier';
import { OpenInWalletApp } from '@gm-claim/web-feature-wallet-connect';
import { ClaimDashboardView } from './ClaimDashboardView';
import { useI18n } from '@gm-claim/web-core-i18n';

/**
 * The vesting page for PUBLIC and the four types: connect view or dashboard, 300 ms fade. A phone or
 * tablet browser without a wallet gets the specification's mobile variant (its text and the notice).
 */
export function ClaimPage({ type }: { type: ClaimType }) {
  const { t } = useI18n();
  const connected = useWallet(isWalletConnected);
  const mobile = isReducedLayout(useInjectedWallet());
  const onConnect = (): void => modalStore.getState().actions.open(mobile ? 'MOBILE_MODAL' : 'CONNECT_WALLET_MODAL');
  return (
    <div className="gm-claim" data-type={type}>
      <div key={connected && !mobile ? 'connected' : 'disconnected'} className="gm-fade">
        <h1 className="gm-title">{t('claimPage.title')}</h1>
        {connected && !mobile ? (
          <>
            <ClaimDashboardView type={type} />
            {/* A Challenge's result ends in PUBLIC vesting: its history, each linked to its verifier page. */}
            {type === 'PUBLIC' && (
              <Suspense fallback={null}>
                <MyChallenges />
              </Suspense>
            )}
          </>
        ) : (
          <section className="gm-claim__connect">
            <p className="gm-lead">
              {mobile
                ? t('claimPage.mobileLead')
                : t('dash.scheduleIntro')}
            </p>
            <Button wide onClick={onConnect}>
              {t('header.connectWallet')}
            </Button>
          </section>
        )}
        {mobile && <OpenInWalletApp />}
      </div>
    </div>
  );
}
