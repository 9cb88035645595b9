import { lazy } from 'react';

/** SIGNATURES_MODAL, loaded on demand (the sign-in flow and ethers with it). */
export const SignaturesModal = lazy(() =>
  import('./components/SignaturesModal').then((module) => ({ default: module.SignaturesModal })),
);
