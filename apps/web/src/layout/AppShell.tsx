import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { getConfig } from '../config/config';
import { resolvePageType } from '../routing/resolve-page-type';
import { useUi } from '../stores/ui-store';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { startDiscovery } from '../wallet/discovery';
import { reconnectWallet } from '../wallet/reconnect-wallet';
import { AppToasts } from './AppToasts';
import { Footer } from './Footer';
import { Header } from './Header';

const ModalRoot = lazy(() => import('../modals/ModalRoot'));

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
