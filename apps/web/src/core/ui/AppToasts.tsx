import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastDemand, toastsRequested } from './toast-demand';

const ToastArea = lazy(() => import('./ToastArea'));

/**
 * The toast area at top centre, mounted with the first toast (react-toastify is not part of a first
 * visit): a toast raised before its container is mounted is queued by the library and shown once it is.
 */
export function AppToasts() {
  const requested = useSyncExternalStore(subscribeToastDemand, toastsRequested, toastsRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
