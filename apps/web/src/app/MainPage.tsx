import { useEffect } from 'react';
import { DesktopJourney } from '@gm-claim/web-feature-journey';
import { MobileJourney, WaitingRoomGate } from '@gm-claim/web-feature-journey';
import { modalStore } from '@gm-claim/web-core-state';
import { isReducedLayout } from '@gm-claim/web-core-ui';
import { useInjectedWallet } from '@gm-claim/web-core-wallet';

/**
 * The TGE page: the whole journey, or the specification's reduced mobile layout on a phone or tablet
 * browser without a wallet (a wallet app's dapp browser gets the whole journey).
 */
export default function MainPage() {
  const reduced = isReducedLayout(useInjectedWallet());

  useEffect(() => {
    // A wallet that injects itself late turns the reduced layout into the whole journey: the reduced
    // layout's notice and address check are not part of it.
    if (reduced) return;
    const { modal, actions } = modalStore.getState();
    if (modal === 'MOBILE_MODAL' || modal === 'MOBILE_CONNECT_WALLET_MODAL') actions.close();
  }, [reduced]);

  // Issue 34 §3: the claim flow begins behind the waiting room (it shows only during overload). The reduced
  // layout is a chunk of its own (AppShell's Suspense shows the loading overlay while it comes).
  return <WaitingRoomGate>{reduced ? <MobileJourney /> : <DesktopJourney />}</WaitingRoomGate>;
}
