import type { ToastContainerProps } from 'react-toastify';
import { TOASTS } from '@gm-claim/web-core-config';

/** react-toastify configured to docs/product.md#numbers: top centre, 4000 ms default, max 20. */
export const TOAST_CONTAINER_OPTIONS: ToastContainerProps = {
  position: 'top-center',
  autoClose: TOASTS.defaultDurationMs,
  limit: TOASTS.maxToasts,
  theme: 'dark',
  newestOnTop: true,
  closeOnClick: true,
  pauseOnFocusLoss: false,
};

export const SUCCESS_TOAST_MS = TOASTS.successDurationMs;
/** Delay before a dismissed toast is removed from the DOM. */
export const TOAST_REMOVE_DELAY_MS = TOASTS.removeDelayMs;
