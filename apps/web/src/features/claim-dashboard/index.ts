import { lazy } from 'react';

/** The vesting page of a claim type (PUBLIC and the four others), loaded on demand. */
export const ClaimPage = lazy(() => import('./components/ClaimPage').then((module) => ({ default: module.ClaimPage })));
/** VESTING_HISTORY_MODAL, loaded on demand. */
export const VestingHistoryModal = lazy(() =>
  import('./components/VestingHistoryModal').then((module) => ({ default: module.VestingHistoryModal })),
);
