import type { Eip1193Provider } from './eip1193';

/** What the wallet layer needs from the browser; tests replace it with setWalletHost. */
export interface WalletHost {
  ethereum(): Eip1193Provider | undefined;
  trustwallet(): Eip1193Provider | undefined;
  openWindow(url: string): void;
  storage: Storage;
  eventTarget: EventTarget;
}

type InjectedWindow = Window & { ethereum?: Eip1193Provider; trustwallet?: Eip1193Provider };

function browserHost(): WalletHost {
  const w = window as InjectedWindow;
  return {
    ethereum: () => w.ethereum,
    trustwallet: () => w.trustwallet,
    openWindow: (url) => void w.open(url, '_blank', 'noopener,noreferrer'),
    storage: w.localStorage,
    eventTarget: w,
  };
}

let host: WalletHost | null = null;

export function getWalletHost(): WalletHost {
  host ??= browserHost();
  return host;
}

export function setWalletHost(next: WalletHost | null): void {
  host = next;
}
