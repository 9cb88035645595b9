import { ServerUnreachableError, UserRejectedRequestError } from '@gm-claim/web-core-errors';
import { ADDRESS } from '@gm-claim/web-core-wallet/testing';
import { signIn, type SignInDeps } from './sign-in';
import { createSiweMessage, SIWE_STATEMENT } from '@gm-claim/shared/dto/siwe';
import { getAddress } from 'ethers';

function deps(overrides: Partial<SignInDeps> = {}) {
  const events: string[] = [];
  const built: SignInDeps = {
    wallet: { address: ADDRESS, checksummed: getAddress, signMessage: jest.fn(async () => '0xsig') },
    chainId: 56,
    site: { host: 'gm.test', origin: 'https://gm.test' },
    ensureChain: jest.fn(async () => void events.push('ensureChain')),
    api: {
      nonce: jest.fn(async () => ({ nonce: 'abc12345' })),
      login: jest.fn(async () => ({ accessToken: 'A', refreshToken: 'R', clearAllMissions: true })),
    },
    actions: { signedIn: jest.fn(), modalClosed: jest.fn(() => void events.push('modalClosed')) },
    disconnect: jest.fn(async () => void events.push('disconnect')),
    notifyError: jest.fn(),
    now: () => new Date('2026-01-01T00:00:00.000Z'),
    ...overrides,
  };
  return { built, events };
}

describe('signIn (docs/product.md#sign-in)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('switches chain first, signs the EIP-4361 message with the nonce, logs in, stores the tokens, closes the modal', async () => {
    const { built, events } = deps();
    await expect(signIn(built)).resolves.toBe(true);
    expect(events[0]).toBe('ensureChain');
    const message = (built.wallet.signMessage as jest.Mock).mock.calls[0][0] as string;
    expect(message).toContain('Nonce: abc12345');
    expect(message).toContain('Chain ID: 56');
    expect(built.api.login).toHaveBeenCalledWith({
      walletAddress: ADDRESS,
      nonce: 'abc12345',
      signature: '0xsig',
      message,
    });
    expect(built.actions.signedIn).toHaveBeenCalledWith('A', 'R');
    expect(events).toEqual(['ensureChain', 'modalClosed']);
  });

  it('failure (the signature refused) closes the modal, disconnects and toasts the error message', async () => {
    const { built, events } = deps({
      wallet: {
        address: ADDRESS,
        checksummed: getAddress,
        signMessage: async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
      },
    });
    await expect(signIn(built)).resolves.toBe(false);
    expect(events).toEqual(['ensureChain', 'modalClosed', 'disconnect']);
    expect(built.notifyError).toHaveBeenCalledWith(new UserRejectedRequestError().shortMessage);
    expect(built.actions.signedIn).not.toHaveBeenCalled();
  });

  it('the API unreachable – "The server cannot be reached…", not the browser\'s "Failed to fetch"', async () => {
    const { built } = deps({
      api: { nonce: async () => Promise.reject(new ServerUnreachableError()), login: jest.fn() },
    });
    await expect(signIn(built)).resolves.toBe(false);
    expect(built.notifyError).toHaveBeenCalledWith('The server cannot be reached. Please try again later.');
    expect(built.disconnect).toHaveBeenCalled();
  });
});

describe('the sign-in message (createSiweMessage, libs/shared, shared with the API)', () => {
  it('is the EIP-4361 message the flow signs: checksummed address, the shared statement', async () => {
    const { built } = deps();
    await signIn(built);
    const signed = (built.wallet.signMessage as jest.Mock).mock.calls[0][0] as string;
    expect(signed).toBe(
      createSiweMessage({
        domain: 'gm.test',
        address: getAddress(ADDRESS),
        statement: SIWE_STATEMENT,
        uri: 'https://gm.test',
        version: '1',
        chainId: 56,
        nonce: 'abc12345',
        issuedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect(signed.split('\n').slice(0, 4)).toEqual([
      'gm.test wants you to sign in with your Ethereum account:',
      '0x1234567890AbCdef1234567890abCDEf1234abCd',
      '',
      SIWE_STATEMENT,
    ]);
  });
});
