import { lazy } from 'react';

export { DesktopJourney } from './components/DesktopJourney';
// The reduced layout of a phone browser without a wallet, with its "Open in your wallet app" links: loaded
// only there (a desktop's first visit and a wallet app's browser never show it).
export const MobileJourney = lazy(() =>
  import('./components/MobileJourney').then((module) => ({ default: module.MobileJourney })),
);
export { WaitingRoomGate } from './components/WaitingRoomGate';
