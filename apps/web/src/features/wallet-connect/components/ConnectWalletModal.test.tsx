/**
 * The connect modal's WalletConnect option, against a mocked `@walletconnect/ethereum-provider` (the
 * real one needs the relay and a phone wallet; see core/wallet/walletconnect.test.ts).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { modalStore } from '@gm-claim/web-core-state';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { startDiscovery, stopDiscovery, walletStore } from '@gm-claim/web-core-wallet';
import { ADDRESS, fakeHost, fakeProvider, resetStores } from '@gm-claim/web-core-wallet/testing';
import { ConnectWalletModal } from './ConnectWalletModal';

interface RelayStandIn {
  session: { topic: string } | undefined;
  accounts: string[];
  connect: jest.Mock;
  request: jest.Mock;
  on: jest.Mock;
  removeListener: jest.Mock;
  disconnect: jest.Mock;
}

const mockRelay: { loads: number; provider: RelayStandIn; init: jest.Mock } = {
  loads: 0,
  provider: {
    session: undefined as { topic: string } | undefined,
    accounts: [] as string[],
    connect: jest.fn(async (): Promise<void> => {
      mockRelay.provider.session = { topic: 't' };
      mockRelay.provider.accounts = [ADDRESS];
    }),
    request: jest.fn(async ({ method }: { method: string }): Promise<unknown> => (method === 'eth_chainId' ? 56 : mockRelay.provider.accounts)),
    on: jest.fn(),
    removeListener: jest.fn(),
    disconnect: jest.fn(async () => undefined),
  },
  init: jest.fn(),
};

jest.mock('@walletconnect/ethereum-provider', () => {
  mockRelay.loads += 1;
  return {
    EthereumProvider: {
      init: async (options: unknown) => {
        mockRelay.init(options);
        return mockRelay.provider;
      },
    },
  };
});

describe('ConnectWalletModal – the WalletConnect option', () => {
  beforeEach(() => {
    resetStores();
    fakeHost({});
  });

  it('is offered with a project id, loads the relay only when picked, then connects', async () => {
    testConfig({ walletConnectProjectId: '0123456789abcdef0123456789abcdef', chainId: 56, rpcUrls: ['https://rpc.one'] });
    renderWithProviders(<ConnectWalletModal />);
    const option = screen.getByRole('button', { name: /WalletConnect/ });
    expect(option).toBeEnabled();
    expect(screen.queryByText(/project id/)).not.toBeInTheDocument();
    await waitFor(() => expect(walletStore.getState().status).toBe('disconnected'));
    expect(mockRelay.loads).toBe(0);

    modalStore.getState().actions.open('CONNECT_WALLET_MODAL');
    await userEvent.click(option);
    await waitFor(() => expect(walletStore.getState().status).toBe('connected'));
    expect(mockRelay.loads).toBe(1);
    expect(mockRelay.init).toHaveBeenCalledTimes(1);
  });

  it('without a project id: disabled, saying so in plain words (never a setting name)', () => {
    testConfig({ walletConnectProjectId: '' });
    renderWithProviders(<ConnectWalletModal />);
    const option = screen.getByRole('button', { name: /WalletConnect/ });
    expect(option).toBeDisabled();
    expect(option).toHaveAccessibleDescription('WalletConnect is not available on this site');
    expect(document.body.textContent).not.toMatch(/VITE_|project id/i);
  });
});

const icon = (color: string): string =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="${color}"/></svg>`)}`;

describe('ConnectWalletModal – the wallets the browser announces (EIP-6963)', () => {
  let host: ReturnType<typeof fakeHost>;
  const announce = (rdns: string, name: string, iconUri = icon('#123456')): void => {
    host.eventTarget.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: `uuid-${rdns}`, name, icon: iconUri, rdns }, provider: fakeProvider() },
      }),
    );
  };

  beforeEach(() => {
    resetStores();
    stopDiscovery();
    host = fakeHost({});
    testConfig({ walletConnectProjectId: '' });
    startDiscovery();
  });
  afterEach(() => stopDiscovery());

  it('each shows its own icon and name, marked "Installed"; the BNB Chain wallets come first', async () => {
    renderWithProviders(<ConnectWalletModal />);
    // Nothing announced yet: the two named wallets, not installed, and the relay.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '×',
      'MMMetaMask',
      'TWTrust Wallet',
      'WCWalletConnect',
    ]);
    act(() => {
      announce('io.metamask', 'MetaMask', icon('#e2761b'));
      announce('xyz.rabby', 'Rabby Wallet');
      announce('pro.tokenpocket', 'TokenPocket');
      announce('com.okex.wallet', 'OKX Wallet');
      announce('io.safepal', 'SafePal');
      announce('com.binance.wallet', 'Binance Wallet');
      announce('com.trustwallet.app', 'Trust Wallet');
      announce('bad.icon', 'Tracker Wallet', 'https://tracker.example/icon.png');
    });
    const names = screen.getAllByRole('listitem').map((item) => within(item).getByRole('button').textContent);
    expect(names).toEqual([
      'MetaMaskInstalled',
      'Trust WalletInstalled',
      'Binance WalletInstalled',
      'OKX WalletInstalled',
      'SafePalInstalled',
      'TokenPocketInstalled',
      'Rabby WalletInstalled',
      'TTracker WalletInstalled',
      'WCWalletConnect',
    ]);
    const metaMask = screen.getByRole('button', { name: 'MetaMask Installed' });
    expect(metaMask.querySelector('img')).toHaveAttribute('src', icon('#e2761b'));
    // An icon that is not an image data URI is not loaded: a drawn one stands in.
    const tracker = screen.getByRole('button', { name: /Tracker Wallet/ });
    expect(tracker.querySelector('img')).toBeNull();
    expect(tracker.querySelector('svg')).not.toBeNull();
  });

  it('an injected MetaMask without an announcement is marked "Installed" too', () => {
    fakeHost({ ethereum: fakeProvider({}, { isMetaMask: true }) });
    renderWithProviders(<ConnectWalletModal />);
    expect(screen.getByRole('button', { name: /MetaMask/ })).toHaveTextContent('Installed');
    expect(screen.getByRole('button', { name: /Trust Wallet/ })).not.toHaveTextContent('Installed');
  });
});
