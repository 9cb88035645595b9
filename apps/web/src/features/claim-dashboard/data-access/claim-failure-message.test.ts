import { MESSAGES } from '@gm-claim/shared/constants';
import { UserRejectedRequestError } from '@gm-claim/web-core-errors';
import { claimFailureMessage } from './claim-vesting';

describe('error catalogue texts (spec §8)', () => {
  it('claim failure with a wallet or contract error: "Claim failed. " + short message', () => {
    expect(claimFailureMessage({ shortMessage: 'execution reverted' })).toBe('Claim failed. execution reverted');
    expect(claimFailureMessage(new UserRejectedRequestError())).toBe('Claim failed. User rejected the request.');
  });

  it('claim failure otherwise: "Claim failed. Please try again."', () => {
    expect(claimFailureMessage(new Error('?'))).toBe(MESSAGES.claimFailedRetry);
    expect(MESSAGES.claimFailedRetry).toBe('Claim failed. Please try again.');
  });
});
