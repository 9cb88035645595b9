import { challengeErrorMessage } from './challenge-error-message';

describe('error catalogue texts (docs/product.md#challenge)', () => {
  it('failed bet: short message with "bet" replaced by "challenge"', () => {
    expect(challengeErrorMessage({ shortMessage: 'execution reverted: bet pending' })).toBe('execution reverted: challenge pending');
  });
});
