import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { getConfig } from '@gm-claim/web-core-config';
import { resolvePageType } from './resolve-page-type';
import { useUi } from '@gm-claim/web-core-state';
import { LoadingOverlay } from '@gm-claim/web-core-ui';
import { startDiscovery } from '@gm-claim/web-core-wallet';
import { reconnectWallet } from '@gm-claim/web-core-wallet';
import { AppToasts } from '@gm-claim/web-core-ui';
import { Footer } from './Footer';
import { Header } from './Header';

const ModalRoot = lazy(() => import('./ModalRoot'));

/** Header, page, footer, toasts, modals and the loading overlay. */
export function AppShell() {
  const { pathname } = useLocation();
  const isLoading = useUi((state) => state.isLoading);
  const page = resolvePageType(pathname, getConfig().typePaths);
  const showNav = page.kind === 'main' || (page.kind === 'vesting' && page.type === 'PUBLIC');

  useEffect(() => {
    startDiscovery();
    void reconnectWallet();
  }, []);

  return (
    <div className="gm-app">
      <Header showNav={showNav} active={page.kind === 'main' ? 'tge' : 'vesting'} />
      <main className="gm-main">
        <Outlet />
      </main>
      <Footer />
      <AppToasts />
      <Suspense fallback={null}>
        <ModalRoot />
      </Suspense>
      {isLoading && <LoadingOverlay />}
    </div>
  );
}
