import { lazy } from 'react';

// Appeals (issue 33 §4): loaded on demand under a list result, never on the first visit.
/** A wallet's appeal (state, or the form to file one) under its list result. */
export const AppealPanel = lazy(() => import('./components/AppealPanel'));
