import { en } from '@gm-claim/web-core-i18n';
import { PROMPT_MESSAGES, progressMessage } from './progress-message';

const TRANSACTION_SENT_MESSAGE = en['progress.sent'];
const WORKING_MESSAGE = en['progress.working'];

describe('progressMessage', () => {
  it('says what the wallet waits for, during a flow or not', () => {
    expect(progressMessage({ prompt: 'transaction', sentTransactions: 0 }, { loading: true, sentAtStart: 0 })).toBe(
      'Confirm the transaction in your wallet.',
    );
    expect(progressMessage({ prompt: 'signature', sentTransactions: 3 }, { loading: false, sentAtStart: 0 })).toBe(
      en[PROMPT_MESSAGES.signature],
    );
    expect(progressMessage({ prompt: 'switch', sentTransactions: 0 }, { loading: true, sentAtStart: 0 })).toBe(
      'Approve the network switch in your wallet.',
    );
  });

  it('once the flow’s transaction is sent: waiting for its confirmation', () => {
    expect(progressMessage({ prompt: null, sentTransactions: 4 }, { loading: true, sentAtStart: 3 })).toBe(
      TRANSACTION_SENT_MESSAGE,
    );
  });

  it('a flow before its transaction: please wait; nothing going on: nothing', () => {
    expect(progressMessage({ prompt: null, sentTransactions: 3 }, { loading: true, sentAtStart: 3 })).toBe(
      WORKING_MESSAGE,
    );
    expect(progressMessage({ prompt: null, sentTransactions: 3 }, { loading: false, sentAtStart: 0 })).toBeNull();
  });
});
