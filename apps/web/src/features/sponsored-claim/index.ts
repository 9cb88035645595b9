import { createElement, lazy, Suspense } from 'react';
import { Button } from '@gm-claim/web-core-ui';
import { isWalletConnected, useWallet } from '@gm-claim/web-core-wallet';
import type { ClaimRoutingProps } from './components/ClaimRouting';

// The slice's UI loads on demand: the recipient check, the gas coverage and the relayer client bring
// ethers, which a first visit without a wallet must not fetch. Only the types and the texts are static.

export type { ClaimRoute, ClaimRoutingProps } from './components/ClaimRouting';
export type { ClaimEstimate, EstimateTx } from './data-access/gas-estimate';

const LazyClaimRouting = lazy(() =>
  import('./components/ClaimRouting').then((module) => ({ default: module.ClaimRouting })),
);
const LazyRelayRecovery = lazy(() =>
  import('./components/RelayRecovery').then((module) => ({ default: module.RelayRecovery })),
);

/** The claim's buttons with the routing options (another address, without BNB); the plain button shows (disabled) while they load. */
export function ClaimRouting(props: ClaimRoutingProps) {
  const loading = createElement(
    'div',
    { className: 'gm-route', 'aria-busy': true },
    createElement(
      'div',
      { className: 'gm-route__actions' },
      createElement(Button, { wide: props.wide, disabled: true }, props.primaryLabel),
    ),
  );
  return createElement(Suspense, { fallback: loading }, createElement(LazyClaimRouting, props));
}

/** Follows this wallet's claims without BNB still on their way, and says so while there is one; loaded once a wallet is connected. */
export function RelayRecovery() {
  const connected = useWallet(isWalletConnected);
  if (!connected) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyRelayRecovery));
}
