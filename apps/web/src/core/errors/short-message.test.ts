import { ApiError, BaseError } from './base-error';
import { FALLBACK_ERROR_MESSAGE, shortMessage } from './short-message';

describe('shortMessage (what a toast or an error panel says)', () => {
  it("a BaseError – its plain-words short message, not the details", () => {
    expect(shortMessage(new BaseError('The chain cannot be reached.', { details: 'ECONNREFUSED' }))).toBe(
      'The chain cannot be reached.',
    );
  });

  it("an ethers error – its shortMessage, else its reason, before the long message", () => {
    expect(shortMessage({ shortMessage: 'execution reverted', reason: 'r', message: 'execution reverted (long …)' })).toBe(
      'execution reverted',
    );
    expect(shortMessage({ reason: 'insufficient funds', message: 'long' })).toBe('insufficient funds');
  });

  it('a plain Error – its message; a thrown string – the string', () => {
    expect(shortMessage(new Error('Wallet not connected'))).toBe('Wallet not connected');
    expect(shortMessage('boom')).toBe('boom');
  });

  it.each([[undefined], [null], [''], [new Error('')], [{}], [42]])('no words (%p) – the fallback, never an empty toast', (error) => {
    expect(shortMessage(error)).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('an API error – the sentence the API client chose', () => {
    expect(shortMessage(new ApiError(429, {}, 'Too many requests, please try again later'))).toBe(
      'Too many requests, please try again later',
    );
  });
});
