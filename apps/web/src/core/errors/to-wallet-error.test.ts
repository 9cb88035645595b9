import { en } from '@gm-claim/web-core-i18n';
import { BaseError, ChainNotConfiguredError, UserRejectedRequestError } from './base-error';
import { toWalletError } from './to-wallet-error';

describe('toWalletError (docs/product.md#wallet)', () => {
  it.each(['MetaMask Tx Signature: User rejected the request.', 'Connection request reset. Please try again.'])('"%s" becomes a user-rejected error', (message) => {
    expect(toWalletError(new Error(message))).toBeInstanceOf(UserRejectedRequestError);
  });

  it('EIP-1193 code 4001 becomes a user-rejected error', () => {
    expect(toWalletError({ code: 4001, message: 'denied' })).toBeInstanceOf(UserRejectedRequestError);
  });

  it('no chains → "No chains found on connector."', () => {
    const error = toWalletError(new Error('No chains configured'));
    expect(error).toBeInstanceOf(ChainNotConfiguredError);
    expect(error.shortMessage).toBe(en['web.noChains']);
  });

  it('keeps other messages (short message first)', () => {
    expect(toWalletError({ shortMessage: 'execution reverted', message: 'long' }).shortMessage).toBe('execution reverted');
    const base = new BaseError('x');
    expect(toWalletError(base)).toBe(base);
  });
});
