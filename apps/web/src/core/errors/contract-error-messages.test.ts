import { gmChallengeAbi, gmTokenAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { API_ERROR_CODES } from '@gm-claim/shared/dto/common';
import { MESSAGES } from '@gm-claim/shared/constants';
import { apiErrorMessage, apiErrorText } from './api-error-messages';
import { CONTRACT_ERROR_MESSAGES, contractErrorMessage } from './contract-error-messages';
import { walletErrorMessage } from './wallet-error-messages';

const abiErrors = [gmChallengeAbi, gmVestingAbi, gmTokenAbi].flatMap((abi) =>
  abi.filter((item) => item.type === 'error').map((item) => ('name' in item ? String(item.name) : '')),
);

describe('the error catalogue', () => {
  it.each([...new Set(abiErrors)])('contract error %s – has a plain-words message', (name) => {
    expect(Object.keys(CONTRACT_ERROR_MESSAGES)).toContain(name);
    const text = contractErrorMessage(name, [1n, 2n, 3n, 4n]);
    expect(text).toMatch(/^[A-Z].*\.$/);
    expect(text).not.toMatch(/custom error|undefined|NaN/);
  });

  it('an error name outside the ABIs – a generic sentence, never the raw name', () => {
    expect(contractErrorMessage('Nope_Unknown')).toBe('The transaction was refused by the contract.');
  });

  it('messages with arguments use them (amounts in GM, times in UTC)', () => {
    expect(contractErrorMessage('GMChallenge_StakeExceedsAvailable', [10n ** 21n, 5n * 10n ** 20n])).toBe(
      'The stake is more than your available 500 GM.',
    );
    expect(contractErrorMessage('GMChallenge_CancelTooEarly', [7n, BigInt(Date.UTC(2026, 0, 5, 14, 3) / 1000)])).toBe(
      'The bet can only be cancelled from Jan 05 2026, 14:03 (UTC).',
    );
    expect(contractErrorMessage('Error', ['paused'])).toBe('The transaction was refused: paused.');
  });

  it.each(API_ERROR_CODES.map((code) => [code]))('API error code %s – has a message', (code) => {
    expect(apiErrorText(code)).toMatch(/^[A-Z].*[.]$|^Too many requests, please try again later$/);
  });

  it('API: 429 keeps the product text; a 5xx without a code gets a sentence, not the status', () => {
    expect(apiErrorMessage(429, 'RATE_LIMITED', 'whatever')).toBe(MESSAGES.tooManyRequests);
    expect(apiErrorMessage(429, undefined, undefined)).toBe(MESSAGES.tooManyRequests);
    expect(apiErrorMessage(502, undefined, '<html>')).toBe('Something went wrong on our side. Please try again later.');
    expect(apiErrorMessage(400, undefined, 'Bad thing')).toBe('Bad thing');
  });

  it('EIP-1193 codes 4001, 4100, 4200, 4900, 4901 and 4902 – each has a message', () => {
    for (const code of ['4001', '4100', '4200', '4900', '4901', '4902'])
      expect(walletErrorMessage(code)).toMatch(/\.$/);
    expect(walletErrorMessage('4001')).toBe('User rejected the request.');
  });
});
