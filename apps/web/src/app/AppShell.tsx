import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { getConfig } from '@gm-claim/web-core-config';
import { followOtherTabs, modalStore, useFlow, useModal } from '@gm-claim/web-core-state';
import { AppToasts, LiveRegion, LoadingOverlay, notify, watchDialogOpeners } from '@gm-claim/web-core-ui';
import {
  getWalletActivity,
  onWalletNotice,
  reconnectWallet,
  startDiscovery,
  useWalletActivity,
  walletNoticeMessage,
} from '@gm-claim/web-core-wallet';
import { Footer } from './Footer';
import { Header } from './Header';
import { progressMessage } from './progress-message';
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
  const activity = useWalletActivity();
  const progress = useFlowProgress(isLoading);
  const message = progressMessage(activity, progress);
  const overlayShown = isLoading && !progress.hidden;

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
    // The control that opens a dialog gets the focus back when the dialog closes.
    const stopWatchingOpeners = watchDialogOpeners(modalStore);
    return () => {
      stopNotices();
      stopFollowing();
      stopWatchingOpeners();
    };
  }, []);

  return (
    <div className="gm-app">
      {/* Behind an open dialog or the loading overlay the page is inert: no focus, not read. */}
      <div className="gm-app__page" inert={modalOpen || overlayShown}>
        <Header showNav={showNav} active={page.kind === 'main' ? 'tge' : 'vesting'} />
        {/* A page that is a chunk of its own shows with the footer below it, both at once: the footer never
            stands under an empty page and then moves down (no layout shift). */}
        <Suspense fallback={<LoadingOverlay opaque />}>
          <main className="gm-main">
            <Outlet />
          </main>
          <Footer />
        </Suspense>
      </div>
      <AppToasts />
      <LiveRegion message={message} />
      {modalOpen && (
        <div className="gm-app__dialogs" inert={overlayShown}>
          <Suspense fallback={<LoadingOverlay />}>
            <ModalRoot />
          </Suspense>
        </div>
      )}
      {overlayShown && <LoadingOverlay message={message} onHide={progress.hide} />}
    </div>
  );
}

/**
 * The flow under way: how many transactions the wallet had sent when it started (so the overlay can
 * say when its own is sent), and whether the user hid the overlay to keep waiting in the background.
 */
function useFlowProgress(loading: boolean): {
  loading: boolean;
  sentAtStart: number;
  hidden: boolean;
  hide: () => void;
} {
  const [flow, setFlow] = useState({ loading: false, sentAtStart: 0, hidden: false });
  const [hide] = useState(() => () => setFlow((current) => ({ ...current, hidden: true })));
  // A flow starting (or ending) resets what is shown, in the same render (React's "adjust state on change").
  if (flow.loading !== loading)
    setFlow({ loading, sentAtStart: loading ? getWalletActivity().sentTransactions : flow.sentAtStart, hidden: false });
  return { loading, sentAtStart: flow.sentAtStart, hidden: flow.hidden, hide };
}
