import { lazy } from 'react';
import { useLocation } from 'react-router';
import { getConfig } from '@gm-claim/web-core-config';
import { resolvePageType } from './resolve-page-type';
import MainPage from './MainPage';

import { ClaimPage } from '@gm-claim/web-feature-claim-dashboard';
import { FairnessPage, VerifierPage } from '@gm-claim/web-feature-verifier';
import { OpsPage } from '@gm-claim/web-feature-ops';
import { EligibilityPage } from '@gm-claim/web-feature-allocations';
import { StatusPage } from '@gm-claim/web-feature-status';
const LegalPage = lazy(() => import('./LegalPage'));

/** Picks the page of the current path (see resolvePageType). */
export function PathPage() {
  const { pathname } = useLocation();
  const page = resolvePageType(pathname, getConfig().typePaths);
  switch (page.kind) {
    case 'main':
      return <MainPage />;
    case 'privacy':
    case 'terms':
      return <LegalPage doc={page.kind} />;
    case 'fairness':
      return <FairnessPage />;
    case 'eligibility':
      return <EligibilityPage />;
    case 'status':
      return <StatusPage />;
    case 'ops':
      return <OpsPage />;
    case 'challenge':
      return <VerifierPage key={page.requestId} requestId={page.requestId} />;
    case 'vesting':
      return <ClaimPage key={page.type} type={page.type} />;
  }
}
