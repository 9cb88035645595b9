import { lazy } from 'react';

// The verifier slice: pages loaded on demand (the first visit of / loads none of this).
export { challengePath, parseRequestId } from './data-access/request-id';

/** /challenge/:requestId */
export const VerifierPage = lazy(() => import('./components/VerifierPage'));
/** /fairness */
export const FairnessPage = lazy(() => import('./components/FairnessPage'));
/** The connected wallet's Challenges, each linked to its verifier page. */
export const MyChallenges = lazy(() => import('./components/MyChallenges'));
