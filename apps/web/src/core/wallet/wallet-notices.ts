import { shortMessage } from '@gm-claim/web-core-errors';
import { t } from '@gm-claim/web-core-i18n';

/** Something that happened to the wallet connection that the user should be told about, briefly. */
export type WalletNotice =
  | { kind: 'connectRejected' }
  | { kind: 'connectFailed'; error: unknown }
  | { kind: 'accountChanged' }
  | { kind: 'chainChanged' }
  | { kind: 'walletDisconnected' };

type Listener = (notice: WalletNotice) => void;
const listeners = new Set<Listener>();

/** Listens for wallet notices (the app shows them as toasts); returns the unsubscribe. */
export function onWalletNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function walletNoticed(notice: WalletNotice): void {
  listeners.forEach((listener) => listener(notice));
}

/** What a notice tells the user, and whether it is an error. */
export function walletNoticeMessage(notice: WalletNotice): { text: string; error: boolean } {
  switch (notice.kind) {
    case 'connectRejected':
      return { text: t('notice.cancelled'), error: false };
    case 'connectFailed':
      return { text: t('notice.failed', { reason: shortMessage(notice.error) }), error: true };
    case 'accountChanged':
      return { text: t('notice.accounts'), error: false };
    case 'chainChanged':
      return { text: t('notice.network'), error: false };
    case 'walletDisconnected':
      return { text: t('notice.disconnected'), error: false };
  }
}
