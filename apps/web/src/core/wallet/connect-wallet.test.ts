import { modalStore } from '@gm-claim/web-core-state';
import { persistStore } from '@gm-claim/web-core-state';
import { flowStore } from '@gm-claim/web-core-state';
import { isWalletConnected, walletStore } from './wallet-store';
import { ADDRESS, OTHER_ADDRESS, fakeHost, fakeProvider, resetStores } from './testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { connectWallet } from './connect-wallet';
import { METAMASK_ID, TRUST_ID } from './connectors';
import { disconnectWallet } from './disconnect-wallet';
import { ensureChain } from './ensure-chain';
import { reconnectWallet } from './reconnect-wallet';
import { onWalletNotice, walletNoticeMessage, type WalletNotice } from './wallet-notices';

describe('wallet connection (docs/product.md#wallet)', () => {
  let notices: WalletNotice['kind'][];
  let stopNotices: () => void;
  beforeEach(() => {
    resetStores();
    testConfig();
    notices = [];
    stopNotices = onWalletNotice((notice) => void notices.push(notice.kind));
  });
  afterEach(() => stopNotices());

  it('connects MetaMask: sets the flag, the address, the chain and closes the modal', async () => {
    const provider = fakeProvider({}, { isMetaMask: true });
    fakeHost({ ethereum: provider });
    modalStore.getState().actions.open('CONNECT_WALLET_MODAL');
    await expect(connectWallet(METAMASK_ID)).resolves.toBe(true);
    const state = walletStore.getState();
    expect(isWalletConnected(state)).toBe(true);
    expect(state).toMatchObject({ address: ADDRESS, chainId: 56, status: 'connected', connectorId: METAMASK_ID });
    expect(modalStore.getState().modal).toBeNull();
  });

  it.each([
    [METAMASK_ID, 'MetaMask', 'https://metamask.io/download/'],
    [TRUST_ID, 'Trust Wallet', 'https://trustwallet.com/download'],
  ])('missing %s: install page in a new window, message modal, disconnect', async (id, name, url) => {
    const host = fakeHost({});
    persistStore.getState().actions.signedIn('t', 'r');
    flowStore.getState().actions.eligibilityRequested();
    await expect(connectWallet(id)).resolves.toBe(false);
    expect(host.opened).toEqual([url]);
    expect(modalStore.getState().modal).toBe('MESSAGE_MODAL');
    expect(modalStore.getState().data).toEqual({ text: `Please use after installing ${name}`, buttonText: 'OKAY' });
    expect(walletStore.getState().status).toBe('disconnected');
    expect(persistStore.getState().access_token).toBeNull();
    expect(flowStore.getState().mainStep).toBe('MAIN');
  });

  it('any other connect error closes the modal and disconnects', async () => {
    const provider = fakeProvider(
      {
        eth_requestAccounts: () =>
          Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
      },
      { isMetaMask: true },
    );
    fakeHost({ ethereum: provider });
    modalStore.getState().actions.open('CONNECT_WALLET_MODAL');
    await expect(connectWallet(METAMASK_ID)).resolves.toBe(false);
    expect(modalStore.getState().modal).toBeNull();
    expect(walletStore.getState().address).toBeNull();
    // The user is told, briefly, that the request was cancelled.
    expect(notices).toEqual(['connectRejected']);
    expect(walletNoticeMessage({ kind: 'connectRejected' })).toEqual({
      text: 'Connection request cancelled in your wallet.',
      error: false,
    });
  });

  it('a connect that fails otherwise says why', async () => {
    const provider = fakeProvider({ eth_requestAccounts: () => Promise.reject(new Error('Wallet is locked')) }, { isMetaMask: true });
    fakeHost({ ethereum: provider });
    await expect(connectWallet(METAMASK_ID)).resolves.toBe(false);
    expect(notices).toEqual(['connectFailed']);
    expect(walletNoticeMessage({ kind: 'connectFailed', error: new Error('Wallet is locked') })).toEqual({
      text: 'The wallet could not connect. Wallet is locked',
      error: true,
    });
  });

  it('a missing wallet has its message modal and no toast', async () => {
    fakeHost({});
    await connectWallet(METAMASK_ID);
    expect(notices).toEqual([]);
  });

  it('an account change returns to MAIN and disconnects', async () => {
    const provider = fakeProvider({}, { isMetaMask: true });
    fakeHost({ ethereum: provider });
    await connectWallet(METAMASK_ID);
    flowStore.getState().actions.missionsCleared();
    provider.emit('accountsChanged', [OTHER_ADDRESS]);
    await Promise.resolve();
    expect(flowStore.getState().mainStep).toBe('MAIN');
    expect(walletStore.getState().address).toBeNull();
    expect(notices).toEqual(['accountChanged']);
    expect(walletNoticeMessage({ kind: 'accountChanged' }).text).toBe(
      'Your wallet switched accounts, so it was disconnected. Connect again to continue.',
    );
  });

  it('a chain change the app did not ask for returns to MAIN and disconnects', async () => {
    const provider = fakeProvider({}, { isMetaMask: true });
    fakeHost({ ethereum: provider });
    await connectWallet(METAMASK_ID);
    flowStore.getState().actions.eligibilityRequested();
    provider.emit('chainChanged', '0x1');
    await Promise.resolve();
    expect(flowStore.getState().mainStep).toBe('MAIN');
    expect(walletStore.getState().status).toBe('disconnected');
    expect(notices).toEqual(['chainChanged']);
  });

  it('"No matching key" on disconnect is ignored', async () => {
    const provider = fakeProvider({}, { isMetaMask: true });
    provider.disconnect = () => Promise.reject(new Error('No matching key. session topic doesnt exist'));
    fakeHost({ ethereum: provider });
    await connectWallet(METAMASK_ID);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(disconnectWallet()).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reconnects the recent wallet on reload without prompting', async () => {
    const provider = fakeProvider({}, { isMetaMask: true });
    fakeHost({ ethereum: provider });
    await connectWallet(METAMASK_ID);
    walletStore.getState().actions.disconnected();
    await expect(reconnectWallet()).resolves.toBe(true);
    expect(walletStore.getState().address).toBe(ADDRESS);
    expect(provider.calls.filter((call) => call.method === 'eth_accounts')).toHaveLength(1);
  });
});

describe('ensureChain', () => {
  it('does nothing on the right chain', async () => {
    const provider = fakeProvider();
    await ensureChain(provider, { chainId: 56, rpcUrls: ['https://rpc'] });
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_chainId']);
  });

  it('switches when on another chain', async () => {
    const provider = fakeProvider({ eth_chainId: () => '0x1', wallet_switchEthereumChain: () => null });
    await ensureChain(provider, { chainId: 56, rpcUrls: ['https://rpc'] });
    expect(provider.calls[1]).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] });
  });

  it('adds the chain when the wallet does not know it (4902)', async () => {
    const provider = fakeProvider({
      eth_chainId: () => '0x1',
      wallet_switchEthereumChain: () => Promise.reject(Object.assign(new Error('Unrecognized chain'), { code: 4902 })),
      wallet_addEthereumChain: () => null,
    });
    await ensureChain(provider, { chainId: 56, rpcUrls: ['https://rpc'] });
    expect(provider.calls[2]?.method).toBe('wallet_addEthereumChain');
    expect((provider.calls[2]?.params as Array<{ chainId: string }>)[0]?.chainId).toBe('0x38');
  });
});
