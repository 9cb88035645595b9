/**
 * The connect modal's WalletConnect option, against a mocked `@walletconnect/ethereum-provider` (the
 * real one needs the relay and a phone wallet; see core/wallet/walletconnect.test.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { modalStore } from '@gm-claim/web-core-state';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { walletStore } from '@gm-claim/web-core-wallet';
import { ADDRESS, fakeHost, resetStores } from '@gm-claim/web-core-wallet/testing';
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

  it('without a project id: disabled, with its reason', () => {
    testConfig({ walletConnectProjectId: '' });
    renderWithProviders(<ConnectWalletModal />);
    const option = screen.getByRole('button', { name: /WalletConnect/ });
    expect(option).toBeDisabled();
    expect(option).toHaveAccessibleDescription('WalletConnect needs a project id (VITE_WALLETCONNECT_PROJECT_ID).');
  });
});
