import { lazy, Suspense } from 'react';

const ToastArea = lazy(() => import('./ToastArea'));

/**
 * The toast area at top centre. react-toastify loads after the first paint: a toast raised before its
 * container is mounted is queued by the library and shown once it is.
 */
export function AppToasts() {
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
