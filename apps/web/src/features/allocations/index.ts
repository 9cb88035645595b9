import { lazy } from 'react';

// The published-list slice: loaded on demand (the first visit of / loads none of it, nor the Merkle code).

/** /eligibility */
export const EligibilityPage = lazy(() => import('./components/EligibilityPage'));
/** VERIFY's answer when the API cannot be reached: the wallet in the published list, proven against the chain. */
export const PublishedListFallback = lazy(() => import('./components/PublishedListFallback'));
