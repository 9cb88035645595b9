import { lazy } from 'react';

export { VestingChoice } from './components/VestingChoice';
export { VestingClaimed } from './components/VestingClaimed';

/** VESTING_MODAL ("CLAIM & VESTING"), loaded on demand. */
export const VestingModal = lazy(() =>
  import('./components/VestingModal').then((module) => ({ default: module.VestingModal })),
);
