import { createElement, type ReactNode } from 'react';
import type * as ReactToastify from 'react-toastify';
import { requestToasts, toastAreaReady } from './toast-demand';
import { SUCCESS_TOAST_MS } from './toast-options';
import { TxToastContent, type TxReference } from './TxToastContent';

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | null = null;

/** react-toastify, loaded on the first toast (which mounts the toast area): a first visit does not need it. */
function load(): Promise<Toastify> {
  requestToasts();
  toastify ??= Promise.all([import('react-toastify'), toastAreaReady()]).then(([module]) => module);
  return toastify;
}

function content(message: string, tx: TxReference | undefined): ReactNode {
  return tx ? createElement(TxToastContent, { message, tx }) : message;
}

/**
 * The app's toasts; one place so tests can observe them. Success toasts last 2000 ms (docs/product.md#numbers), the
 * others the container's 4000 ms. A transaction's toast carries its hash and explorer link.
 */
export const notify = {
  error: (message: string): void => void load().then(({ toast }) => toast.error(message)),
  success: (message: string, tx?: TxReference): void =>
    void load().then(({ toast }) => toast.success(content(message, tx), { autoClose: SUCCESS_TOAST_MS })),
  info: (message: string, tx?: TxReference): void => void load().then(({ toast }) => toast.info(content(message, tx))),
};
