import { lazy } from 'react';

// The operator's cockpit: a lazy page (no visitor's first load carries any of it).
/** /ops */
export const OpsPage = lazy(() => import('./components/OpsPage'));
