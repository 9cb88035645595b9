/**
 * Issue 39: the /fairness figures the API serves from its index and the ones the verifier command
 * (tools/verify/main.ts) recomputes from the chain alone agree to the wei — after a few hundred bets under two
 * tables, with cancelled bets, a bet fulfilled after its cancel was asked for, and a fulfilment arriving after
 * the cancel was final (ignored by the contract).
 */
import { fairnessResponseSchema, type FairnessResponse } from '@gm-claim/shared';
import { observedFigures } from '@gm-claim/shared/fairness/observed';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Contract } from 'ethers';
import request from 'supertest';
import { findRepoRoot } from '@gm-claim/server/paths';
import { chainActions, deploymentEnv, GM, startTestChain, type TestChain } from '@gm-claim/server/testing/chain';
import { buildApp, type TestContext } from './helpers';
import { indexChain, type IndexTestDb, openIndexTestDb } from './indexer-process';

jest.setTimeout(600_000);

const BETS = 300;
const USERS = [10, 11, 12, 13, 14, 15, 16, 17];
const run = promisify(execFile);

interface CommandTotals {
  multiple: number;
  bets: number;
  wins: number;
  staked: string;
  returned: string;
  expectedScaled: string;
  varianceScaled: string;
}
interface CommandOutput {
  toBlock: number;
  totals: CommandTotals[];
  cancelled: number;
  pending: number;
  oddsMismatches: string[];
  tableChanges: Array<{
    unit: string;
    multiple: number;
    probBps: number;
    lossBps: number;
    blockNumber: number;
    txHash: string;
  }>;
}

let chain: TestChain;
let store: IndexTestDb;
let ctx: TestContext;
let page: FairnessResponse;
let command: CommandOutput;
let secondTableBlock = 0;

/** mulberry32: the same words on every run, so a failure can be replayed. */
function words(seed: number): () => string {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return String(((t ^ (t >>> 14)) >>> 0) * 1_000_003);
  };
}

beforeAll(async () => {
  [chain, store] = await Promise.all([startTestChain(), openIndexTestDb()]);
  const actions = chainActions(chain);
  const { contracts } = chain.deployment;
  ctx = buildApp(store.db, deploymentEnv(chain));
  const addresses = await Promise.all(USERS.map(async (index) => (await actions.account(index)).address));
  await actions.register(addresses, 50_000n * GM);
  await actions.vrfMode(false);
  const next = words(39);
  const stakes = [10n * GM, 100n * GM] as const;
  const multiples = [2, 4, 6] as const;
  for (let i = 0; i < BETS; i += 1) {
    if (i === BETS / 2) {
      // The second table: better odds at x4, a smaller loss at x2 for 100 GM.
      await actions.setBettingTable(10n * GM, 4, 2_000, 6_000);
      await actions.setBettingTable(100n * GM, 4, 2_000, 6_500);
      secondTableBlock = (await actions.setBettingTable(100n * GM, 2, 3_000, 4_000)).blockNumber;
    }
    const user = USERS[i % USERS.length] as number;
    const { requestId } = await actions.bet(user, stakes[i % 2] as bigint, multiples[i % 3] as number);
    if (i % 50 === 7) {
      await actions.increaseTime(25 * 3_600);
      await actions.cancelBet(user, requestId);
      // The VRF answers after the cancel is final: the contract ignores it.
      await actions.fulfil(requestId, [next()]);
    } else if (i % 50 === 23) {
      // Late: the bettor asked to cancel, then the VRF answered before the cancel could be finalised.
      await actions.increaseTime(25 * 3_600);
      const bettor = new Contract(
        contracts.GMChallenge,
        ['function requestCancelBet(uint256 requestId)'],
        await actions.account(user),
      );
      await (await bettor.getFunction('requestCancelBet')(requestId)).wait();
      await actions.fulfil(requestId, [next()]);
    } else if (i !== BETS - 1) {
      await actions.fulfil(requestId, [next()]);
    }
  }
  // 300 bets are many ranges of events: on a loaded 2-core machine (CI, beside the journeys) one indexing step can
  // outlast the helper's 5 s writer lease, and the indexer then (rightly) stops writing. This test is about the
  // figures, not the lease: it gets a lease sized for a loaded machine.
  await indexChain(chain, store, { INDEXER_LEASE_TTL_MS: '120000' });
  page = fairnessResponseSchema.parse((await request(ctx.app).get('/challenges/fairness').expect(200)).body);
  const root = findRepoRoot();
  const { stdout } = await run(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      'tools/verify/main.ts',
      '--rpc',
      chain.rpcUrl,
      '--contract',
      contracts.GMChallenge,
      '--from-block',
      '0',
      '--to-block',
      String(page.index.indexedBlock),
      '--json',
    ],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  command = JSON.parse(stdout) as CommandOutput;
});

afterAll(async () => {
  await store?.close();
  await chain?.stop();
});

describe('GET /challenges/fairness against the verifier command', () => {
  it('300 bets, two tables, cancels – staked, returned, expected return and variance agree to the wei per multiplier', () => {
    expect(command.toBlock).toBe(page.index.indexedBlock);
    const fromPage = page.multiples.map((row) => ({
      multiple: row.multiple,
      bets: row.resolved,
      wins: row.wins,
      staked: row.staked,
      returned: row.returned,
      expectedScaled: row.expectedScaled,
      varianceScaled: row.varianceScaled,
    }));
    expect(fromPage).toEqual(command.totals);
    expect(command.totals.reduce((sum, row) => sum + row.bets, 0)).toBe(BETS - 6 - 1);
  });

  it('cancelled and pending bets – counted apart from the settled ones, the same on both sides', () => {
    expect(page.multiples.reduce((sum, row) => sum + row.cancelled, 0)).toBe(command.cancelled);
    expect(page.multiples.reduce((sum, row) => sum + row.pending, 0)).toBe(command.pending);
    expect(command.cancelled).toBe(6);
    expect(command.pending).toBe(1);
  });

  it('table changes – the same blocks and rows, the second table from the block it was set; every bet at the row in force', () => {
    const rowOf = ({ unit, multiple, probBps, lossBps, blockNumber, txHash }: CommandOutput['tableChanges'][number]) => ({
      unit,
      multiple,
      probBps,
      lossBps,
      blockNumber,
      txHash,
    });
    expect(page.tableChanges.map(rowOf)).toEqual(command.tableChanges.map(rowOf));
    expect(page.tableChanges.at(-1)).toMatchObject({
      multiple: 2,
      probBps: 3_000,
      lossBps: 4_000,
      blockNumber: secondTableBlock,
    });
    expect(page.oddsMismatches).toBe(0);
    expect(command.oddsMismatches).toEqual([]);
  });

  it('the figures – observed RTP is returned / staked, inside or outside its interval alike for both', () => {
    for (const row of command.totals) {
      const totals = {
        ...row,
        staked: BigInt(row.staked),
        returned: BigInt(row.returned),
        expectedScaled: BigInt(row.expectedScaled),
        varianceScaled: BigInt(row.varianceScaled),
      };
      const figures = observedFigures(totals);
      expect(figures.observedRtp).toBeCloseTo(Number(totals.returned) / Number(totals.staked), 12);
      expect(figures.interval).not.toBeNull();
    }
  });
});
