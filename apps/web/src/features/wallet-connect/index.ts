import { lazy } from 'react';

export const ConnectWalletModal = lazy(() =>
  import('./components/ConnectWalletModal').then((module) => ({ default: module.ConnectWalletModal })),
);
export const DisconnectWalletModal = lazy(() =>
  import('./components/DisconnectWalletModal').then((module) => ({ default: module.DisconnectWalletModal })),
);
export const MessageModal = lazy(() =>
  import('./components/MessageModal').then((module) => ({ default: module.MessageModal })),
);
export const MobileConnectWalletModal = lazy(() =>
  import('./components/MobileConnectWalletModal').then((module) => ({ default: module.MobileConnectWalletModal })),
);
export const MobileModal = lazy(() =>
  import('./components/MobileModal').then((module) => ({ default: module.MobileModal })),
);
// Small and shown on a phone's first visit: not lazy.
export { OpenInWalletApp } from './components/OpenInWalletApp';
