import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { interfaceOf, type RequestProvider, type TransactionSigner } from '@gm-claim/web-core-chain';
import { fakeChain, FAKE_CONTRACTS } from '@gm-claim/web-core-chain/testing';
import type { RelayRequest } from '@gm-claim/shared';
import type { TransactionResponse } from 'ethers';
import {
  claimAll,
  readPlan,
  resumeCounts,
  CLAIM_ALL_STORAGE_KEY,
  type ClaimAllDeps,
  type ClaimAllProgress,
} from './claim-all';
import { readDueReleases, type DueRelease } from './due-releases';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TEAM = FAKE_CONTRACTS.GMVesting.TEAM;
const BACKER = FAKE_CONTRACTS.GMVesting.BACKER;
const USER_REJECTED = Object.assign(new Error('User rejected the request.'), { code: 4001 });

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/**
 * A chain where claim(id) pays what is claimable (then 0), a wallet that sends claim transactions (or
 * EIP-5792 batches when `batches`), and the flow's deps over both.
 */
function setup(
  options: { batches?: boolean; claimable?: Record<string, bigint>; storage?: ReturnType<typeof memoryStorage> } = {},
) {
  // claimable by "<contract>:<id>"
  const claimable = new Map<string, bigint>(
    Object.entries(options.claimable ?? { [`${TEAM}:1`]: 10n, [`${TEAM}:2`]: 20n, [`${BACKER}:7`]: 30n }),
  );
  const chain = fakeChain();
  let lastTarget = '';
  chain.answers.claimableAmount = ([id]) => claimable.get(`${lastTarget}:${String(id)}`) ?? 0n;
  // The fake chain answers by function name: remember the target of each claimableAmount call.
  const multicall = chain.multicall.bind(chain);
  const reader = {
    ...chain,
    multicall: (async (calls: Array<{ target: string }>) => {
      const results: unknown[] = [];
      for (const call of calls) {
        lastTarget = call.target.toLowerCase();
        const outcomes = (await multicall([call] as never)) as unknown as unknown[];
        results.push(outcomes[0]);
      }
      return results;
    }) as unknown as typeof chain.multicall,
  };
  const claimed: string[] = [];
  const apply = (to: string, data: string): void => {
    const parsed = interfaceOf(gmVestingAbi).parseTransaction({ data });
    const key = `${to.toLowerCase()}:${String(parsed?.args[0])}`;
    if (!claimable.get(key)) throw Object.assign(new Error('execution reverted'), { code: 'CALL_EXCEPTION' });
    claimable.set(key, 0n);
    claimed.push(key);
  };
  const rejections: string[] = [];
  const sent: string[] = [];
  const signer: TransactionSigner = {
    getAddress: async () => WALLET,
    call: async () => '0x',
    sendTransaction: async (tx) => {
      if (rejections[0] === 'tx') {
        rejections.shift();
        throw USER_REJECTED;
      }
      const parsed = interfaceOf(gmVestingAbi).parseTransaction({ data: tx.data });
      sent.push(`${tx.to.toLowerCase()}:${String(parsed?.args[0])}`);
      return {
        hash: `0x${sent.length}`,
        wait: async () => {
          apply(tx.to, tx.data);
          return { status: 1 };
        },
      } as unknown as TransactionResponse;
    },
    signTypedData: async () => '0x' + '11'.repeat(65),
  };
  const batches: Array<Array<{ to: string; data: string }>> = [];
  const provider: RequestProvider = {
    request: async ({ method, params }) => {
      const list = params as unknown[];
      if (method === 'wallet_getCapabilities') {
        if (!options.batches) throw Object.assign(new Error('Method not found'), { code: -32601 });
        return { '0x7a69': { atomic: { status: 'supported' } } };
      }
      if (method === 'wallet_sendCalls') {
        if (rejections[0] === 'batch') {
          rejections.shift();
          throw USER_REJECTED;
        }
        const { calls } = list[0] as { calls: Array<{ to: string; data: string }> };
        batches.push(calls);
        for (const call of calls) apply(call.to, call.data);
        return { id: 'batch-1' };
      }
      if (method === 'wallet_getCallsStatus')
        return { status: 200, receipts: [{ status: '0x1', transactionHash: '0xb' }] };
      throw new Error(`unexpected ${method}`);
    },
  };
  const progress: ClaimAllProgress[] = [];
  const storage = options.storage ?? memoryStorage();
  const deps: ClaimAllDeps = {
    chainId: 31337,
    address: WALLET,
    provider,
    getSigner: jest.fn(async () => signer),
    reader,
    storage,
    waitForTransaction: jest.fn(async () => undefined),
    onProgress: (step) => progress.push(step),
    sleep: async () => undefined,
  };
  const due: DueRelease[] = [...claimable.entries()].map(([key, amount]) => {
    const [vesting, id] = key.split(':') as [string, string];
    return { type: vesting === TEAM ? 'TEAM' : 'BACKER', vesting, scheduleId: BigInt(id), claimable: amount };
  });
  const prompts = (): string[] =>
    progress.flatMap((step) => (step.phase === 'prompt' ? [`${step.current} of ${step.total}`] : []));
  return { deps, due, claimed, sent, batches, progress, prompts, rejections, storage, claimable };
}

describe('Claim all (issue 37 §1)', () => {
  it('a wallet that runs atomic batches (EIP-5792): one wallet_sendCalls with every claim, no single transaction', async () => {
    const { deps, due, batches, sent, claimed, storage } = setup({ batches: true });
    await expect(claimAll(due, deps)).resolves.toEqual({ status: 'done', claimed: 3, total: 3, batched: true });
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((call) => interfaceOf(gmVestingAbi).parseTransaction({ data: call.data })?.name)).toEqual([
      'claim',
      'claim',
      'claim',
    ]);
    expect(sent).toEqual([]);
    expect(claimed).toHaveLength(3);
    expect(storage.map.has(CLAIM_ALL_STORAGE_KEY)).toBe(false);
  });

  it('a wallet without batches: one claim after another, "1 of 3", "2 of 3", "3 of 3", each confirmed first', async () => {
    const { deps, due, sent, prompts } = setup();
    await expect(claimAll(due, deps)).resolves.toMatchObject({ status: 'done', claimed: 3, total: 3, batched: false });
    expect(sent).toEqual([`${TEAM}:1`, `${TEAM}:2`, `${BACKER}:7`]);
    expect(prompts()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    // The wallet is put back on the chain before every claim (the chain may change between two).
    expect(deps.getSigner).toHaveBeenCalledTimes(4);
  });

  it('a wallet that says it batches but refuses atomicity (5760) gets the claims one by one', async () => {
    const { deps, due, sent } = setup({ batches: true });
    const request = deps.provider.request.bind(deps.provider);
    deps.provider = {
      request: async (args) => {
        if (args.method === 'wallet_sendCalls')
          throw Object.assign(new Error('Atomicity not supported'), { code: 5760 });
        return request(args);
      },
    };
    await expect(claimAll(due, deps)).resolves.toMatchObject({ status: 'done', batched: false });
    expect(sent).toHaveLength(3);
  });

  it('rejected halfway: stops at "1 of 3", keeps nothing but the count; pressed again (a reload) it claims only the rest, from "2 of 3"', async () => {
    const first = setup();
    first.rejections.push('none');
    // Reject the second transaction.
    const signer = await first.deps.getSigner();
    const send = signer.sendTransaction.bind(signer);
    let count = 0;
    signer.sendTransaction = async (tx) => {
      count += 1;
      if (count === 2) throw USER_REJECTED;
      return send(tx);
    };
    const stopped = await claimAll(first.due, first.deps);
    expect(stopped).toMatchObject({ status: 'stopped', claimed: 1, total: 3 });
    expect(stopped.status === 'stopped' && stopped.error.shortMessage).toMatch(/reject/i);
    expect(first.claimed).toEqual([`${TEAM}:1`]);
    const plan = readPlan(first.storage, WALLET, 31337);
    expect(plan).toMatchObject({ total: 3 });
    expect(plan?.inFlight).toBeUndefined();
    // The chain says two are left: "1 of 3 claimed".
    expect(resumeCounts(plan, 2)).toEqual({ claimed: 1, total: 3 });

    // After a reload: the page reads what is due from the chain (the claimed one is no longer there).
    first.progress.length = 0;
    signer.sendTransaction = send;
    const left = first.due.filter((release) => first.claimable.get(`${release.vesting}:${release.scheduleId}`));
    await expect(claimAll(left, first.deps)).resolves.toMatchObject({ status: 'done', claimed: 3, total: 3 });
    expect(first.prompts()).toEqual(['2 of 3', '3 of 3']);
    expect(first.claimed).toEqual([`${TEAM}:1`, `${TEAM}:2`, `${BACKER}:7`]);
    expect(first.storage.map.has(CLAIM_ALL_STORAGE_KEY)).toBe(false);
  });

  it('never claims twice: a release claimed meanwhile (another tab) is skipped, even from a stale list', async () => {
    const { deps, due, sent, claimable } = setup();
    const signer = await deps.getSigner();
    const send = signer.sendTransaction.bind(signer);
    signer.sendTransaction = async (tx) => {
      const response = await send(tx);
      // While the first is on its way, another tab claims BACKER #7.
      claimable.set(`${BACKER}:7`, 0n);
      return response;
    };
    await expect(claimAll(due, deps)).resolves.toMatchObject({ status: 'done' });
    expect(sent).toEqual([`${TEAM}:1`, `${TEAM}:2`]);
  });

  it('a transaction sent before a reload: its block is waited for first, and it is not sent again', async () => {
    const storage = memoryStorage();
    storage.setItem(
      CLAIM_ALL_STORAGE_KEY,
      JSON.stringify({
        address: WALLET.toLowerCase(),
        chainId: 31337,
        total: 3,
        at: Date.now(),
        inFlight: { kind: 'tx', hash: '0xabc' },
      }),
    );
    const { deps, due, sent, claimable, prompts } = setup({ storage });
    // The transaction of TEAM #1 was mined while the page reloaded.
    (deps.waitForTransaction as jest.Mock).mockImplementation(async () => void claimable.set(`${TEAM}:1`, 0n));
    await expect(claimAll(due, deps)).resolves.toMatchObject({ status: 'done', claimed: 3, total: 3 });
    expect(deps.waitForTransaction).toHaveBeenCalledWith('0xabc');
    expect(sent).toEqual([`${TEAM}:2`, `${BACKER}:7`]);
    expect(prompts()).toEqual(['2 of 3', '3 of 3']);
  });

  it('the wallet cannot go back to the chain mid-batch (it changed chain and refuses the switch): stops, nothing sent on another chain', async () => {
    const { deps, due, sent } = setup();
    let calls = 0;
    const getSigner = deps.getSigner;
    deps.getSigner = async () => {
      calls += 1;
      if (calls === 3) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return getSigner();
    };
    await expect(claimAll(due, deps)).resolves.toMatchObject({ status: 'stopped', claimed: 1, total: 3 });
    expect(sent).toEqual([`${TEAM}:1`]);
  });

  it('without BNB: each release is signed (Claim, to the wallet) and handed to the relayer in turn, "1 of 3"…', async () => {
    const { deps, due, prompts, claimable } = setup();
    const requests: RelayRequest[] = [];
    deps.relay = {
      ttlSeconds: 1_800,
      send: async (request) => {
        requests.push(request);
        claimable.set(
          `${request.contract.toLowerCase()}:${request.kind === 'vesting.claimViaSig' ? request.scheduleId : ''}`,
          0n,
        );
        return '0xfeed';
      },
    };
    (deps.reader as ReturnType<typeof fakeChain>).answers.nonces = 4n;
    await expect(claimAll(due, deps)).resolves.toMatchObject({ status: 'done', claimed: 3 });
    expect(requests.map((request) => [request.kind, request.contract, request.recipient])).toEqual([
      ['vesting.claimViaSig', TEAM, WALLET],
      ['vesting.claimViaSig', TEAM, WALLET],
      ['vesting.claimViaSig', BACKER, WALLET],
    ]);
    expect(prompts()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('a batch the wallet rejects stops with its reason and claims nothing', async () => {
    const { deps, due, claimed, rejections } = setup({ batches: true });
    rejections.push('batch');
    await expect(claimAll(due, deps)).resolves.toMatchObject({ status: 'stopped', claimed: 0, total: 3 });
    expect(claimed).toEqual([]);
  });
});

describe('readDueReleases', () => {
  it("lists the wallet's own schedules with something claimable, each contract once, gifts and others' schedules left out", async () => {
    const chain = fakeChain({
      answers: {
        beneficiaryScheduleCount: 3n,
        beneficiarySchedules: ([, index]) => [4n, 5n, 6n][Number(index)] as bigint,
        getVestingSchedule: ([id]) => ({
          beneficiary: id === 6n ? '0x0000000000000000000000000000000000000009' : WALLET,
          totalAmount: 0n,
          tgeAmount: 0n,
          claimed: 0n,
          isActive: true,
          releaseDay: 1,
          monthlyAmounts: [],
          revocable: false,
        }),
        claimableAmount: ([id]) => (id === 5n ? 0n : 9n),
      },
    });
    const due = await readDueReleases(
      WALLET,
      [
        { type: 'TEAM', vesting: TEAM },
        { type: 'MARKETING', vesting: TEAM },
      ],
      chain,
    );
    expect(due).toEqual([{ type: 'TEAM', vesting: TEAM, scheduleId: 4n, claimable: 9n }]);
  });
});
