import { lazy } from 'react';

export { ChallengeChoice } from './components/ChallengeChoice';
export { ChallengeStatus } from './components/ChallengeStatus';
export { ChallengeTermsText } from './components/ChallengeTermsText';
export { useBettingTable } from './hooks/queries';
export type { BettingTable, BettingTableRead, Odds } from './data-access/odds';
export { OddsSource } from './components/OddsSource';

/** BETTING_MODAL ("Challenge"), loaded on demand. */
export const BettingModal = lazy(() =>
  import('./components/BettingModal').then((module) => ({ default: module.BettingModal })),
);
/** CHALLENGE_TERMS_MODAL, loaded on demand. */
export const ChallengeTermsModal = lazy(() =>
  import('./components/ChallengeTermsModal').then((module) => ({ default: module.ChallengeTermsModal })),
);
