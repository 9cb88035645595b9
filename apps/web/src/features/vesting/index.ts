import { lazy } from 'react';

/** VESTING_MODAL ("CLAIM & VESTING"), loaded on demand. */
export const VestingModal = lazy(() =>
  import('./components/VestingModal').then((module) => ({ default: module.VestingModal })),
);
