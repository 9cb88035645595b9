import { lazy } from 'react';

// The public status page (issue 34 §2): loaded on demand.

/** /status */
export const StatusPage = lazy(() => import('./components/StatusPage'));
