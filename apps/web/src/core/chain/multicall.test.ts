import { gmChallengeAbi, gmVestingAbi, multicall3Abi } from '@gm-claim/shared/generated/abis';
import { ChainUnreachableError, ContractReadError } from '@gm-claim/web-core-errors';
import { contractCall, interfaceOf } from './contract-call';
import { blockNumberCall, multicall, valueOf } from './multicall';
import { FAKE_CONTRACTS, betRecord, fakeChain } from './testing';

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const C = FAKE_CONTRACTS.GMChallenge;
/** A bet record (request 7, 10 wei × 2, placed at 1,700,000,000): the struct every field of which is decoded back. */
const LAST_BET = betRecord({ requestId: 7n, user: USER, unit: 10n, requestedAt: 1_700_000_000n });

describe('multicall (typed by the ABIs, a status per call)', () => {
  it("decodes each result into the ABI's shape: a struct as an object by field name, several outputs by name", async () => {
    const chain = fakeChain({
      answers: {
        getLastBet: LAST_BET,
        getEligibleAmount: { total: 100n, unlock: 10n, vesting: 90n, claimable: 10n },
        isRegistered: true,
      },
    });
    const [bet, eligible, registered] = await chain.multicall([
      contractCall(gmChallengeAbi, C, 'getLastBet', [USER]),
      contractCall(gmChallengeAbi, C, 'getEligibleAmount', [USER]),
      contractCall(gmChallengeAbi, C, 'isRegistered', [USER]),
    ]);
    expect(valueOf(bet)).toEqual(LAST_BET);
    expect(valueOf(eligible).vesting).toBe(90n);
    expect(valueOf(registered)).toBe(true);
    expect(chain.calls).toEqual(['getLastBet', 'getEligibleAmount', 'isRegistered']);
  });

  it('a call that reverts is a failure carrying the contract error, next to the calls that succeeded', async () => {
    const chain = fakeChain({
      answers: { isRegistered: true, getVestingSchedule: { revert: 'GMVesting_ScheduleNotFound', args: [9n] } },
    });
    const [registered, schedule] = await chain.multicall([
      contractCall(gmChallengeAbi, C, 'isRegistered', [USER]),
      contractCall(gmVestingAbi, FAKE_CONTRACTS.GMVesting.PUBLIC, 'getVestingSchedule', [9n]),
    ]);
    expect(registered).toEqual({ status: 'success', result: true });
    expect(schedule.status).toBe('failure');
    const error = schedule.status === 'failure' ? schedule.error : undefined;
    expect(error).toBeInstanceOf(ContractReadError);
    expect(error?.details).toBe('No vesting schedule was found for this wallet.');
    expect(() => valueOf(schedule)).toThrow(ContractReadError);
  });

  it('a failed call never becomes a zero: reading its value throws', async () => {
    const chain = fakeChain({ answers: {} });
    const [available] = await chain.multicall([contractCall(gmChallengeAbi, C, 'availableToBet', [USER])]);
    expect(available.status).toBe('failure');
    expect(() => valueOf(available)).toThrow('A value could not be read from the chain. Please try again.');
  });

  it('no node answers – the whole batch rejects with "The blockchain cannot be reached"', async () => {
    const chain = fakeChain({ answers: { isRegistered: true }, down: true });
    const error = await chain
      .multicall([contractCall(gmChallengeAbi, C, 'isRegistered', [USER])])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChainUnreachableError);
    expect((error as ChainUnreachableError).shortMessage).toBe(
      'The blockchain cannot be reached right now. Please try again.',
    );
    await expect(chain.latestBlockTime()).rejects.toBeInstanceOf(ChainUnreachableError);
  });
});

describe('multicall at a block, and the block a batch ran in', () => {
  it('passes the block tag to the node; without one, the latest', async () => {
    const calls: Array<{ blockTag?: number }> = [];
    const runner = {
      async call(tx: { to: string; data: string; blockTag?: number }): Promise<string> {
        calls.push({ ...(tx.blockTag === undefined ? {} : { blockTag: tx.blockTag }) });
        return fakeChainAnswer(tx);
      },
    };
    await multicall([contractCall(gmChallengeAbi, C, 'isRegistered', [USER])], runner, FAKE_CONTRACTS.Multicall3, 120);
    await multicall([contractCall(gmChallengeAbi, C, 'isRegistered', [USER])], runner, FAKE_CONTRACTS.Multicall3);
    expect(calls).toEqual([{ blockTag: 120 }, {}]);
  });

  it('Multicall3.getBlockNumber answers in the same batch as the reads beside it', async () => {
    const chain = fakeChain({ answers: { isRegistered: true }, blockNumber: 77 });
    const [block, registered] = await chain.multicall([
      blockNumberCall(FAKE_CONTRACTS.Multicall3),
      contractCall(gmChallengeAbi, C, 'isRegistered', [USER]),
    ]);
    expect(valueOf(block)).toBe(77n);
    expect(valueOf(registered)).toBe(true);
  });
});

/** An aggregate3 answer of one successful `true` per call. */
function fakeChainAnswer({ data }: { data: string }): Promise<string> {
  const aggregate = interfaceOf(multicall3Abi);
  const requests = aggregate.decodeFunctionData('aggregate3', data)[0] as unknown[];
  const yes = interfaceOf(gmChallengeAbi).encodeFunctionResult('isRegistered', [true]);
  return Promise.resolve(
    aggregate.encodeFunctionResult('aggregate3', [requests.map(() => ({ success: true, returnData: yes }))]),
  );
}
