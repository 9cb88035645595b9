import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { getConfig } from '@gm-claim/web-core-config';
import { followOtherTabs, useFlow, useModal } from '@gm-claim/web-core-state';
import { AppToasts, LoadingOverlay, notify } from '@gm-claim/web-core-ui';
import { onWalletNotice, reconnectWallet, startDiscovery, walletNoticeMessage } from '@gm-claim/web-core-wallet';
import { Footer } from './Footer';
import { Header } from './Header';
import { resolvePageType } from './resolve-page-type';

// Loaded with the first modal: a first visit opens none.
const ModalRoot = lazy(() => import('./ModalRoot'));

/** Header, page, footer, toasts, modals and the loading overlay. */
export function AppShell() {
  const { pathname } = useLocation();
  const isLoading = useFlow((state) => state.isLoading);
  const modalOpen = useModal((state) => state.modal !== null);
  const page = resolvePageType(pathname, getConfig().typePaths);
  const showNav = page.kind === 'main' || (page.kind === 'vesting' && page.type === 'PUBLIC');

  useEffect(() => {
    startDiscovery();
    void reconnectWallet();
    // A rejected connect, an account or network switch: a short toast says what happened.
    const stopNotices = onWalletNotice((notice) => {
      const { text, error } = walletNoticeMessage(notice);
      if (error) notify.error(text);
      else notify.info(text);
    });
    // Tokens refreshed or removed in another tab are read here too.
    const stopFollowing = followOtherTabs();
    return () => {
      stopNotices();
      stopFollowing();
    };
  }, []);

  return (
    <div className="gm-app">
      <Header showNav={showNav} active={page.kind === 'main' ? 'tge' : 'vesting'} />
      <main className="gm-main">
        <Outlet />
      </main>
      <Footer />
      <AppToasts />
      {modalOpen && (
        <Suspense fallback={<LoadingOverlay />}>
          <ModalRoot />
        </Suspense>
      )}
      {isLoading && <LoadingOverlay />}
    </div>
  );
}
