import { shortMessage } from '@gm-claim/web-core-errors';

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
      return { text: 'Connection request cancelled in your wallet.', error: false };
    case 'connectFailed':
      return { text: `The wallet could not connect. ${shortMessage(notice.error)}`, error: true };
    case 'accountChanged':
      return { text: 'Your wallet switched accounts, so it was disconnected. Connect again to continue.', error: false };
    case 'chainChanged':
      return { text: 'Your wallet switched networks, so it was disconnected. Connect again to continue.', error: false };
    case 'walletDisconnected':
      return { text: 'Your wallet disconnected.', error: false };
  }
}
