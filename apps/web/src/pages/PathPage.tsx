import { lazy } from 'react';
import { useLocation } from 'react-router';
import { getConfig } from '../config/config';
import { resolvePageType } from '../routing/resolve-page-type';
import MainPage from './MainPage';

const ClaimPage = lazy(() => import('../claim/ClaimPage').then((module) => ({ default: module.ClaimPage })));
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
    case 'vesting':
      return <ClaimPage key={page.type} type={page.type} />;
  }
}
