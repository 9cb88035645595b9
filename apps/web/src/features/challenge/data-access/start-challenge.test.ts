import { tokens } from '@gm-claim/shared/amount';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { interfaceOf, type TransactionSigner } from '@gm-claim/web-core-chain';
import type { TransactionResponse } from 'ethers';
import { GAS_LIMITS } from '@gm-claim/web-core-config';
import { en } from '@gm-claim/web-core-i18n';
import { CHALLENGE_SENT_KEY, startChallenge, type ChallengeDeps } from './start-challenge';

const CHALLENGE_SENT_MESSAGE = en[CHALLENGE_SENT_KEY];

const CHALLENGE = '0x00000000000000000000000000000000000000c1';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
/** The odds row the modal showed: the bet's bound. */
const ODDS = { winChanceBps: 2500, lossShareBps: 5000 };

/** A signer that records what it is asked to send; the receipt arrives (or not) as `receipt` says. */
function fakeSigner(receipt: 'mined' | 'reverted' | 'timeout' = 'mined', refuse?: unknown) {
  const sent: Array<{ to: string; data: string; value?: bigint; gasLimit?: bigint | number }> = [];
  const signer: TransactionSigner = {
    call: async () => '0x',
    getAddress: async () => '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    sendTransaction: async (tx) => {
      if (refuse) throw refuse;
      sent.push(tx);
      return {
        hash: '0xfeed',
        wait: async () => {
          if (receipt === 'timeout') throw Object.assign(new Error('timeout'), { code: 'TIMEOUT' });
          if (receipt === 'reverted')
            throw Object.assign(new Error('reverted'), {
              code: 'CALL_EXCEPTION',
              data: interfaceOf(gmChallengeAbi).encodeErrorResult('GMChallenge_BetPending', [3n]),
            });
          return { status: 1 };
        },
      } as unknown as TransactionResponse;
    },
  };
  return { signer, sent };
}

function deps(overrides: Partial<ChallengeDeps> & { signer: TransactionSigner; registered?: boolean }) {
  const events: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void events.push(args.length ? `${name}(${args.join(',')})` : name);
  const built: ChallengeDeps = {
    challenge: CHALLENGE,
    getSigner: async () => overrides.signer,
    isRegistered: async () => overrides.registered ?? true,
    api: {
      tokenInfo: jest.fn(async () => ({})),
      authorizeSignature: jest.fn(async () => ({ nonce: '5', deadline: '99', signature: SIGNATURE })),
      registerSignature: jest.fn(async () => ({ nonce: '6', deadline: '98', signature: SIGNATURE, amount: '1000' })),
    },
    actions: {
      modalClosed: record('modalClosed'),
      flowStarted: record('flowStarted'),
      flowEnded: record('flowEnded'),
      betSent: record('betSent'),
      betMined: record('betMined'),
      betFailed: record('betFailed'),
    },
    chainChanged: jest.fn(async () => void events.push('chainChanged')),
    oddsChanged: jest.fn(async () => void events.push('oddsChanged')),
    notifyError: jest.fn(),
    notifySent: record('notifySent'),
    ...overrides,
  };
  return { built, events };
}

const decoded = (data: string) => {
  const parsed = interfaceOf(gmChallengeAbi).parseTransaction({ data });
  return [parsed?.name, ...(parsed?.args ?? [])];
};

describe('startChallenge (docs/product.md#challenge)', () => {
  it('registered – bet(unit, multiple, nonce, deadline, signature) with the fee and gas 450000; CLAIM/BETTING; mined → the chain is read again', async () => {
    const { signer, sent } = fakeSigner();
    const { built, events } = deps({ signer });
    await expect(startChallenge({ amount: 10, multiplier: 2, fee: 123n, odds: ODDS }, built)).resolves.toBe(true);
    expect(decoded(sent[0]?.data ?? '')).toEqual(['bet', tokens(10), 2n, 2500n, 5000n, 5n, 99n, SIGNATURE]);
    expect(sent[0]).toMatchObject({ to: CHALLENGE, value: 123n, gasLimit: GAS_LIMITS.bet });
    expect(events).toEqual([
      'modalClosed',
      'flowStarted',
      'betSent(0xfeed)',
      `notifySent(${CHALLENGE_SENT_MESSAGE},0xfeed)`,
      'flowEnded',
      'chainChanged',
      'betMined',
      'flowEnded',
    ]);
  });

  it('unregistered – the token info first, then registerAndBet with the amount the server signed', async () => {
    const { signer, sent } = fakeSigner();
    const { built } = deps({ signer, registered: false });
    await startChallenge({ amount: 100, multiplier: 4, fee: 1n, odds: ODDS }, built);
    expect(built.api.tokenInfo).toHaveBeenCalled();
    expect(built.api.authorizeSignature).not.toHaveBeenCalled();
    expect(decoded(sent[0]?.data ?? '')).toEqual(['registerAndBet', 1000n, tokens(100), 4n, 2500n, 5000n, 6n, 98n, SIGNATURE]);
  });

  it('refused in the wallet – "bet" becomes "challenge" in the toast, back to the choice', async () => {
    const { signer } = fakeSigner('mined', {
      code: 'CALL_EXCEPTION',
      data: interfaceOf(gmChallengeAbi).encodeErrorResult('GMChallenge_BetPending', [3n]),
    });
    const { built, events } = deps({ signer });
    await expect(startChallenge({ amount: 10, multiplier: 2, fee: 1n, odds: ODDS }, built)).resolves.toBe(false);
    expect(built.notifyError).toHaveBeenCalledWith('You already have a challenge waiting for its random number.');
    expect(events).toContain('betFailed');
    expect(events.some((event) => event.startsWith('betSent'))).toBe(false);
  });

  it('refused because the odds changed – says so and reads the odds again before the next try', async () => {
    const oddsChanged = { code: 'CALL_EXCEPTION', data: interfaceOf(gmChallengeAbi).encodeErrorResult('GMChallenge_OddsChanged', [2000n, 5000n, 2500n, 5000n]) };
    const { signer } = fakeSigner('mined', oddsChanged);
    const { built, events } = deps({ signer });
    await startChallenge({ amount: 10, multiplier: 2, fee: 1n, odds: ODDS }, built);
    expect(built.notifyError).toHaveBeenCalledWith('The odds changed before your challenge was placed. Check the new odds and try again.');
    expect(events).toContain('oddsChanged');
  });

  it('sent but not confirmed in time – the pending view takes over from the chain (no way back to the choice)', async () => {
    const { signer } = fakeSigner('timeout');
    const { built, events } = deps({ signer });
    await expect(startChallenge({ amount: 10, multiplier: 2, fee: 1n, odds: ODDS }, built)).resolves.toBe(false);
    expect(built.notifyError).toHaveBeenCalledWith(
      'The transaction is taking longer than expected. Check your wallet for its status.',
    );
    expect(events).toContain('chainChanged');
    expect(events).not.toContain('betFailed');
  });

  it('reverted on chain – the contract error in plain words, back to the choice', async () => {
    const { signer } = fakeSigner('reverted');
    const { built, events } = deps({ signer });
    await startChallenge({ amount: 10, multiplier: 2, fee: 1n, odds: ODDS }, built);
    expect(built.notifyError).toHaveBeenCalledWith('You already have a challenge waiting for its random number.');
    expect(events).toContain('betFailed');
  });
});
