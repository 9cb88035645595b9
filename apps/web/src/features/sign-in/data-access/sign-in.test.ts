import { notify } from '@gm-claim/web-core-ui';
import { modalStore } from '@gm-claim/web-core-state';
import { persistStore } from '@gm-claim/web-core-state';
import { uiStore } from '@gm-claim/web-core-state';
import { walletStore } from '@gm-claim/web-core-wallet';
import { ADDRESS, fakeHost, fakeProvider, resetStores } from '@gm-claim/web-core-wallet/testing';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { signIn } from './sign-in';
import { buildSiweMessage } from './siwe-message';

jest.mock('@gm-claim/web-core-ui', () => ({ ...jest.requireActual('@gm-claim/web-core-ui'), notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), loading: jest.fn(), dismiss: jest.fn() } }));

function connect(handlers = {}) {
  const provider = fakeProvider({ personal_sign: () => '0xsig', ...handlers });
  fakeHost({ ethereum: provider });
  walletStore.getState().actions.setConnectAttempted(true);
  walletStore.getState().actions.setConnected({ connectorId: 'metaMask', provider, addresses: [ADDRESS], chainId: 56 });
  modalStore.getState().actions.open('SIGNATURES_MODAL');
  return provider;
}

describe('signIn (spec §4)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    jest.clearAllMocks();
  });

  it.each([
    [true, 'METHOD'],
    [false, 'VERIFY'],
  ])('clearAllMissions %s → %s, tokens stored, modal closed', async (clearAllMissions, step) => {
    const provider = connect();
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse(200, { nonce: 'abc123' }))
      .mockResolvedValueOnce(jsonResponse(200, { accessToken: 'A', refreshToken: 'R', clearAllMissions }));
    global.fetch = fetchMock;
    await expect(signIn()).resolves.toBe(true);
    expect(uiStore.getState().mainStep).toBe(step);
    expect(persistStore.getState()).toMatchObject({ access_token: 'A', refresh_token: 'R' });
    expect(modalStore.getState().modal).toBeNull();
    const body = JSON.parse(fetchMock.mock.calls[1][1].body) as Record<string, string>;
    expect(body).toMatchObject({ walletAddress: ADDRESS, nonce: 'abc123', signature: '0xsig' });
    expect(body.message).toContain('Nonce: abc123');
    expect(body.message).toContain('Chain ID: 56');
    expect(provider.calls.map((call) => call.method)).toContain('personal_sign');
  });

  it('failure closes the modal, disconnects and toasts the error message', async () => {
    connect({ personal_sign: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) });
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(200, { nonce: 'n' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(signIn()).resolves.toBe(false);
    expect(modalStore.getState().modal).toBeNull();
    expect(walletStore.getState().address).toBeNull();
    expect(notify.error).toHaveBeenCalledWith('User rejected the request.');
  });
});

describe('signIn with the API unreachable', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    jest.clearAllMocks();
  });

  it('toasts "The server cannot be reached…", not the browser\'s "Failed to fetch"; modal closed, disconnected', async () => {
    connect();
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(signIn()).resolves.toBe(false);
    expect(notify.error).toHaveBeenCalledWith('The server cannot be reached. Please try again later.');
    expect(modalStore.getState().modal).toBeNull();
    expect(walletStore.getState().address).toBeNull();
    expect(uiStore.getState().mainStep).toBe('MAIN');
  });
});

describe('buildSiweMessage', () => {
  it('writes an EIP-4361 message', () => {
    const message = buildSiweMessage({ domain: 'gm.test', uri: 'https://gm.test', address: ADDRESS, chainId: 56, nonce: 'n1', issuedAt: '2025-01-01T00:00:00.000Z' });
    expect(message.split('\n')).toEqual([
      'gm.test wants you to sign in with your Ethereum account:',
      '0x1234567890AbCdef1234567890abCDEf1234abCd',
      '',
      'Sign in to GM Claim.',
      '',
      'URI: https://gm.test',
      'Version: 1',
      'Chain ID: 56',
      'Nonce: n1',
      'Issued At: 2025-01-01T00:00:00.000Z',
    ]);
  });
});
