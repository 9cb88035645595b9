/**
 * The WalletConnect connector against a mocked `@walletconnect/ethereum-provider` (jest.mock). This
 * is the only feasible test here: the real provider talks to the WalletConnect relay
 * (wss://relay.walletconnect.org) and a phone wallet scanning the QR code, both of which need the
 * internet and a person. The mock stands in for EthereumProvider.init and the provider it returns
 * (session, accounts, connect, request, events, disconnect); everything above it — the connector,
 * connect/reconnect/disconnect — is the real code (the connect modal's side: ConnectWalletModal.test.tsx).
 *
 * Keep the first test first: it checks that the module is not loaded before the user picks it, and
 * jest loads a module once per test file.
 */
import { EventEmitter } from 'node:events';
import { waitFor } from '@testing-library/react';
import { ChainNotConfiguredError, UserRejectedRequestError } from '@gm-claim/web-core-errors';
import { modalStore } from '@gm-claim/web-core-state';
import { isWalletConnected, walletStore } from './wallet-store';
import { ADDRESS, OTHER_ADDRESS, fakeHost, resetStores } from './testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { connectWallet } from './connect-wallet';
import { WALLETCONNECT_ID, findConnector, walletConnectUnavailableReason } from './connectors';
import { disconnectWallet } from './disconnect-wallet';
import { reconnectWallet } from './reconnect-wallet';
import { RECENT_CONNECTOR_KEY } from './session';

/** A stand-in for the EthereumProvider instance: a session once connected, eip155 answers. */
class FakeRelayProvider extends EventEmitter {
  session: { topic: string } | undefined;
  accounts: string[] = [];
  chainId = 56;
  connect = jest.fn(async () => {
    this.session = { topic: 'topic-1' };
    this.accounts = [ADDRESS];
  });
  disconnect = jest.fn(async () => {
    this.session = undefined;
    this.accounts = [];
  });
  request = jest.fn(async ({ method }: { method: string; params?: unknown }): Promise<unknown> => {
    if (!this.session) throw new Error('Please call connect() before request()');
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return this.accounts;
    if (method === 'eth_chainId') return this.chainId; // the universal provider answers a number
    if (method === 'personal_sign') throw Object.assign(new Error('User rejected.'), { code: 5000 });
    throw new Error(`Unsupported ${method}`);
  });
}

const mockRelay = { loads: 0, provider: new FakeRelayProvider(), init: jest.fn() };

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

const PROJECT_ID = '0123456789abcdef0123456789abcdef';
const relayConfig = () =>
  testConfig({ walletConnectProjectId: PROJECT_ID, chainId: 56, rpcUrls: ['https://rpc.one', 'https://rpc.two'] });

async function resetRelay(): Promise<void> {
  mockRelay.provider = new FakeRelayProvider();
  mockRelay.init.mockClear();
  if (mockRelay.loads) (await import('./walletconnect')).resetWalletConnect();
}

describe('WalletConnect connector (mocked @walletconnect/ethereum-provider)', () => {
  beforeEach(async () => {
    resetStores();
    fakeHost({});
    await resetRelay();
  });

  it('is not imported until the user picks it', async () => {
    relayConfig();
    expect(mockRelay.loads).toBe(0);
    expect(mockRelay.init).not.toHaveBeenCalled();
    expect(findConnector(WALLETCONNECT_ID)).toBeDefined();
    expect(mockRelay.loads).toBe(0);

    modalStore.getState().actions.open('CONNECT_WALLET_MODAL');
    await expect(connectWallet(WALLETCONNECT_ID)).resolves.toBe(true);
    expect(walletStore.getState().status).toBe('connected');
    expect(mockRelay.loads).toBe(1);
    expect(mockRelay.init).toHaveBeenCalledTimes(1);
    expect(mockRelay.provider.connect).toHaveBeenCalledTimes(1);
  });

  it('without a project id the option is unavailable with its reason and never loads the relay', async () => {
    testConfig({ walletConnectProjectId: '' });
    const loads = mockRelay.loads;
    expect(walletConnectUnavailableReason()).toBe('WalletConnect is not available on this site');
    expect(findConnector(WALLETCONNECT_ID)).toBeUndefined();
    await expect(connectWallet(WALLETCONNECT_ID)).resolves.toBe(false);
    expect(mockRelay.init).not.toHaveBeenCalled();
    expect(mockRelay.loads).toBe(loads);
  });

  it('builds the init options from the configuration', async () => {
    relayConfig();
    await connectWallet(WALLETCONNECT_ID);
    expect(mockRelay.init).toHaveBeenCalledWith({
      projectId: PROJECT_ID,
      chains: [56],
      optionalChains: [56],
      showQrModal: true,
      rpcMap: { 56: 'https://rpc.one' },
      metadata: {
        name: 'GM Claim',
        description: expect.stringContaining('GM'),
        url: window.location.origin,
        icons: [],
      },
    });
  });

  it('takes the chain and project id from /config.json values too (testnet)', async () => {
    testConfig({ walletConnectProjectId: 'from-config-json', chainId: 97, rpcUrls: ['https://testnet.rpc'] });
    mockRelay.provider.chainId = 97;
    await connectWallet(WALLETCONNECT_ID);
    expect(mockRelay.init).toHaveBeenCalledWith(
      expect.objectContaining({
        projectId: 'from-config-json',
        chains: [97],
        optionalChains: [97],
        rpcMap: { 97: 'https://testnet.rpc' },
      }),
    );
    expect(walletStore.getState().chainId).toBe(97);
  });

  it('connect: reports the address and chain, closes the modal, remembers the connector', async () => {
    relayConfig();
    modalStore.getState().actions.open('CONNECT_WALLET_MODAL');
    await expect(connectWallet(WALLETCONNECT_ID)).resolves.toBe(true);
    const state = walletStore.getState();
    expect(isWalletConnected(state)).toBe(true);
    expect(state).toMatchObject({
      address: ADDRESS,
      addresses: [ADDRESS],
      chainId: 56,
      status: 'connected',
      connectorId: WALLETCONNECT_ID,
    });
    expect(modalStore.getState().modal).toBeNull();
    expect(localStorage.getItem(RECENT_CONNECTOR_KEY)).toBe(WALLETCONNECT_ID);
    // The same EIP-1193 surface as an injected wallet: requests go through to the relay provider.
    await expect(state.provider?.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS]);
    expect(mockRelay.provider.request).toHaveBeenCalledWith({ method: 'eth_accounts' });
  });

  it('relay events reach the session watcher: an account change returns to MAIN and disconnects', async () => {
    relayConfig();
    await connectWallet(WALLETCONNECT_ID);
    mockRelay.provider.emit('accountsChanged', [OTHER_ADDRESS]);
    await waitFor(() => expect(walletStore.getState().status).toBe('disconnected'));
    expect(mockRelay.provider.disconnect).toHaveBeenCalled();
  });

  it.each(['Connection request reset. Please try again.', 'User rejected the session proposal'])(
    'maps "%s" to a user-rejected error; the modal closes and the wallet disconnects',
    async (message) => {
      relayConfig();
      mockRelay.provider.connect.mockRejectedValueOnce(new Error(message));
      const { connectWalletConnect } = await import('./walletconnect');
      const error = await connectWalletConnect(relayConfig()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UserRejectedRequestError);
      expect(error).toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' });

      mockRelay.provider.connect.mockRejectedValueOnce(new Error(message));
      modalStore.getState().actions.open('CONNECT_WALLET_MODAL');
      await expect(connectWallet(WALLETCONNECT_ID)).resolves.toBe(false);
      expect(modalStore.getState().modal).toBeNull();
      expect(walletStore.getState()).toMatchObject({ status: 'disconnected', address: null });
      expect(localStorage.getItem(RECENT_CONNECTOR_KEY)).toBeNull();
    },
  );

  it('a request the wallet rejects becomes a user-rejected error with EIP-1193 code 4001', async () => {
    relayConfig();
    await connectWallet(WALLETCONNECT_ID);
    const provider = walletStore.getState().provider;
    const error = await provider
      ?.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error).toMatchObject({ code: 4001 });
  });

  it('"No chains found on connector." when no chain is configured or the session has no account', async () => {
    testConfig({ walletConnectProjectId: PROJECT_ID, chainId: Number.NaN });
    const { connectWalletConnect } = await import('./walletconnect');
    await expect(
      connectWalletConnect({ walletConnectProjectId: PROJECT_ID, chainId: Number.NaN, rpcUrls: [] }),
    ).rejects.toEqual(new ChainNotConfiguredError('No chains found on connector.'));
    expect(mockRelay.init).not.toHaveBeenCalled();

    relayConfig();
    mockRelay.provider.connect.mockImplementationOnce(async () => {
      mockRelay.provider.session = { topic: 'topic-empty' };
    });
    await expect(connectWalletConnect(relayConfig())).rejects.toThrow('No chains found on connector.');
  });

  it('"No matching key" on disconnect is ignored', async () => {
    relayConfig();
    await connectWallet(WALLETCONNECT_ID);
    mockRelay.provider.disconnect.mockRejectedValueOnce(
      new Error("No matching key. session topic doesn't exist: topic-1"),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(disconnectWallet()).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(walletStore.getState().status).toBe('disconnected');
    warn.mockRestore();
  });

  it('other disconnect errors are still reported (and the app disconnects anyway)', async () => {
    relayConfig();
    await connectWallet(WALLETCONNECT_ID);
    mockRelay.provider.disconnect.mockRejectedValueOnce(new Error('relay unavailable'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await disconnectWallet();
    expect(warn).toHaveBeenCalledWith(
      'Wallet disconnect failed',
      expect.objectContaining({ message: 'relay unavailable' }),
    );
    expect(walletStore.getState().status).toBe('disconnected');
    warn.mockRestore();
  });

  it('reconnects a stored relay session on reload without opening the QR modal', async () => {
    relayConfig();
    await connectWallet(WALLETCONNECT_ID);
    // Reload: a fresh relay client finds the session it stored.
    await resetRelay();
    mockRelay.provider.session = { topic: 'topic-1' };
    mockRelay.provider.accounts = [ADDRESS];
    walletStore.getState().actions.disconnected();
    await expect(reconnectWallet()).resolves.toBe(true);
    expect(walletStore.getState()).toMatchObject({
      address: ADDRESS,
      chainId: 56,
      status: 'connected',
      connectorId: WALLETCONNECT_ID,
    });
    expect(mockRelay.init).toHaveBeenCalledTimes(1);
    expect(mockRelay.provider.connect).not.toHaveBeenCalled();
  });

  it('without a stored relay session the reload stays disconnected and prompts nothing', async () => {
    relayConfig();
    localStorage.setItem(RECENT_CONNECTOR_KEY, WALLETCONNECT_ID);
    await expect(reconnectWallet()).resolves.toBe(false);
    expect(walletStore.getState().status).toBe('disconnected');
    expect(mockRelay.provider.connect).not.toHaveBeenCalled();
  });

  it('keeps one relay client: a second connect after a disconnect reuses it and opens the QR modal again', async () => {
    relayConfig();
    await connectWallet(WALLETCONNECT_ID);
    await disconnectWallet();
    await expect(connectWallet(WALLETCONNECT_ID)).resolves.toBe(true);
    expect(mockRelay.init).toHaveBeenCalledTimes(1);
    expect(mockRelay.provider.connect).toHaveBeenCalledTimes(2);
  });
});
