import type * as ReactToastify from 'react-toastify';
import { requestToasts, toastAreaReady } from './toast-demand';

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | null = null;

/** react-toastify, loaded on the first toast (which mounts the toast area): a first visit does not need it. */
function load(): Promise<Toastify> {
  requestToasts();
  toastify ??= Promise.all([import('react-toastify'), toastAreaReady()]).then(([module]) => module);
  return toastify;
}

/** The app's toasts; one place so tests can observe them. */
export const notify = {
  error: (message: string): void => void load().then(({ toast }) => toast.error(message)),
  success: (message: string): void => void load().then(({ toast }) => toast.success(message)),
  info: (message: string): void => void load().then(({ toast }) => toast.info(message)),
};
