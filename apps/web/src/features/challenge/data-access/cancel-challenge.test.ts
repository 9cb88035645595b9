import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { interfaceOf, type TransactionSigner } from '@gm-claim/web-core-chain';
import { betRecord } from '@gm-claim/web-core-chain/testing';
import type { TransactionResponse } from 'ethers';
import type { Bet } from './bet-record';
import { cancelChallenge, type CancelChallengeDeps } from './cancel-challenge';

const CHALLENGE = '0x00000000000000000000000000000000000000c1';
const BET: Bet = betRecord({ unit: 10n, requestedAt: 1n });

function setup(simulation?: unknown) {
  const simulated: string[] = [];
  const sent: string[] = [];
  const signer: TransactionSigner = {
    getAddress: async () => BET.user,
    call: async ({ data }) => {
      simulated.push(data);
      if (simulation) throw simulation;
      return '0x';
    },
    sendTransaction: async ({ data }) => {
      sent.push(data);
      return { hash: '0x1', wait: async () => ({ status: 1 }) } as unknown as TransactionResponse;
    },
  };
  const deps: CancelChallengeDeps = {
    challenge: CHALLENGE,
    getSigner: async () => signer,
    actions: { flowStarted: jest.fn(), flowEnded: jest.fn() },
    chainChanged: jest.fn(async () => undefined),
    notifySuccess: jest.fn(),
    notifyError: jest.fn(),
  };
  return { deps, simulated, sent };
}

describe('cancelChallenge ("cancel and take my stake back")', () => {
  it.each([
    ['requestCancelBet', 'Cancel requested. You can take your stake back once the time shown has passed.'],
    ['cancelBet', 'Challenge cancelled. Your stake is back.'],
  ] as const)('step %s – simulated and sent with the request id, then the chain is read again', async (step, told) => {
    const { deps, simulated, sent } = setup();
    await expect(cancelChallenge(BET, { kind: 'ready', call: step }, deps)).resolves.toBe(true);
    const call = interfaceOf(gmChallengeAbi).parseTransaction({ data: sent[0] ?? '' });
    expect([call?.name, ...(call?.args ?? [])]).toEqual([step, 42n]);
    expect(simulated).toEqual(sent);
    expect(deps.chainChanged).toHaveBeenCalled();
    expect(deps.notifySuccess).toHaveBeenCalledWith(told, '0x1');
    expect(deps.actions.flowEnded).toHaveBeenCalled();
  });

  it('refused by the contract (too early) – its sentence, "bet" as "challenge", nothing sent', async () => {
    const tooEarly = {
      code: 'CALL_EXCEPTION',
      data: interfaceOf(gmChallengeAbi).encodeErrorResult('GMChallenge_CancelTooEarly', [
        42n,
        BigInt(Date.UTC(2026, 0, 5, 14, 3) / 1000),
      ]),
    };
    const { deps, sent } = setup(tooEarly);
    await expect(cancelChallenge(BET, { kind: 'ready', call: 'requestCancelBet' }, deps)).resolves.toBe(false);
    expect(sent).toEqual([]);
    expect(deps.notifyError).toHaveBeenCalledWith('The challenge can only be cancelled from Jan 05 2026, 14:03 (UTC).');
  });
});
