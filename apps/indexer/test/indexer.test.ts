/**
 * The indexer against a real local chain (Hardhat node, the real contracts, the VRF fulfiller),
 * on PGlite or — with TEST_DATABASE_URL — PostgreSQL.
 */
import type { Db } from '@gm-claim/server/db';
import { startIndexer, type IndexerOptions } from '../src/indexer';
import { createWriterLease, LeaseHeldError } from '../src/lease';
import { createIndexerMetrics } from '../src/metrics';
import { registerOperatorGauges } from '../src/operator-gauges';
import { createOperatorStatusSource, OPERATOR_GAUGES } from '../src/operator-status-source';
import { chainActions, GM, startTestChain, type TestChain } from '@gm-claim/server/testing/chain';
import { chainHead, count, indexedBlock, indexerOptions, openIndexTestDb, quietLogger, resetIndex, untilCaughtUp, type IndexTestDb } from './index-db';
import { startRpcProxy, type RpcProxy } from './rpc-proxy';

jest.setTimeout(120_000);

let chain: TestChain;
let actions: ReturnType<typeof chainActions>;
let store: IndexTestDb;
let db: Db;

beforeAll(async () => {
  [chain, store] = await Promise.all([startTestChain(), openIndexTestDb()]);
  actions = chainActions(chain);
  db = store.db;
});

afterAll(async () => {
  await store?.close();
  await chain?.stop();
});

const head = (): Promise<number> => chainHead(chain);

/** Runs an indexer until it reaches the head (or stop). */
async function catchUp(overrides: Partial<IndexerOptions> = {}, on: Db = db): Promise<void> {
  const indexer = startIndexer({ db: on, options: indexerOptions(chain, overrides), logger: quietLogger });
  try {
    await untilCaughtUp(indexer);
  } finally {
    await indexer.stop();
  }
}

async function user(index: number): Promise<string> {
  return (await actions.account(index)).address.toLowerCase();
}

describe('indexer – every event type', () => {
  it('indexes schedules, claims, revocations, beneficiary changes, registrations, bets, fulfilments, cancellations, claim-and-vest and table changes', async () => {
    await resetIndex(db);
    const [u6, u7, u8, u9] = await Promise.all([user(6), user(7), user(8), user(9)]);
    await actions.setBettingTable(100n * GM, 2, 2_000, 5_000);
    await actions.register([u6, u7, u8, u9], 1_000n * GM);
    await actions.vrfMode(false);
    const won = await actions.bet(6, 100n * GM, 2);
    await actions.fulfil(won.requestId, ['1']);
    const lost = await actions.bet(7, 100n * GM, 2);
    await actions.fulfil(lost.requestId, ['9999']);
    const cancelled = await actions.bet(8, 100n * GM, 2);
    await actions.increaseTime(25 * 3_600);
    await actions.cancelBet(8, cancelled.requestId);
    await actions.claimAndVest(9);
    const backer = await actions.scheduleOf('BACKER', 1);
    await actions.vestingClaim('BACKER', 1, backer);
    const team = await actions.scheduleOf('TEAM', 2);
    await actions.changeBeneficiary('TEAM', 2, team, 3);
    const revoked = await actions.scheduleOf('BACKER', 2);
    await actions.revoke('BACKER', revoked);
    await actions.vrfMode(true);

    await catchUp();

    expect(await indexedBlock(db)).toBe(await head());
    // The local deployment seeds 2 BACKER + 2 TEAM schedules; claim-and-vest adds one PUBLIC schedule.
    expect(await count(db, 'idx_vesting_schedules')).toBe(5);
    const claims = await db.query<{ contract: string; schedule_id: string; beneficiary: string; amount: string }>(
      'SELECT contract, schedule_id::text AS schedule_id, beneficiary, amount::text AS amount FROM idx_vesting_claims',
    );
    expect(claims).toEqual([
      { contract: chain.deployment.contracts.GMVesting.BACKER.toLowerCase(), schedule_id: backer.toString(), beneficiary: await user(1), amount: String(12_000n * GM) },
    ]);
    expect(await db.query('SELECT kind, from_address, to_address FROM idx_beneficiary_changes ORDER BY block_number')).toEqual([
      { kind: 'proposed', from_address: await user(2), to_address: await user(3) },
      { kind: 'changed', from_address: await user(2), to_address: await user(3) },
    ]);
    expect(await db.query('SELECT schedule_id::text AS schedule_id FROM idx_vesting_revocations')).toEqual([{ schedule_id: revoked.toString() }]);
    expect(await count(db, 'idx_challenge_registrations')).toBe(4);
    const bets = await db.query<{ request_id: string; user_address: string; multiple: string }>(
      'SELECT request_id::text AS request_id, user_address, multiple::text AS multiple, prob_bps, loss_bps FROM idx_challenge_bets ORDER BY block_number',
    );
    // The odds recorded with each bet: the row set above.
    expect(bets).toEqual([
      { request_id: won.requestId, user_address: u6, multiple: '2', prob_bps: 2_000, loss_bps: 5_000 },
      { request_id: lost.requestId, user_address: u7, multiple: '2', prob_bps: 2_000, loss_bps: 5_000 },
      { request_id: cancelled.requestId, user_address: u8, multiple: '2', prob_bps: 2_000, loss_bps: 5_000 },
    ]);
    expect(
      await db.query('SELECT request_id::text AS request_id, success, gained::text AS gained, random_word::text AS random_word FROM idx_challenge_resolutions ORDER BY block_number'),
    ).toEqual([
      { request_id: won.requestId, success: true, gained: String(200n * GM), random_word: '1' },
      { request_id: lost.requestId, success: false, gained: '0', random_word: '9999' },
    ]);
    expect(await db.query('SELECT request_id::text AS request_id FROM idx_challenge_cancel_requests')).toEqual([{ request_id: cancelled.requestId }]);
    expect(await db.query('SELECT request_id::text AS request_id FROM idx_challenge_cancellations')).toEqual([{ request_id: cancelled.requestId }]);
    expect(await db.query('SELECT user_address, amount::text AS amount FROM idx_challenge_claims')).toEqual([{ user_address: u9, amount: String(100n * GM) }]);
    expect(await db.query('SELECT user_address, amount::text AS amount FROM idx_challenge_vests')).toEqual([{ user_address: u9, amount: String(900n * GM) }]);
    // The constructor's default table (x2, x4, x6 per unit) plus the row set above.
    expect(await db.query('SELECT prob_bps, loss_bps FROM idx_betting_table WHERE unit = $1 AND multiple = 2 ORDER BY block_number', [String(100n * GM)])).toContainEqual({
      prob_bps: 2_000,
      loss_bps: 5_000,
    });
    expect(await db.query('SELECT recipient FROM idx_vesting_claims')).toEqual([{ recipient: await user(1) }]);
    expect(await db.query('SELECT recipient FROM idx_challenge_claims UNION ALL SELECT recipient FROM idx_challenge_vests')).toEqual([
      { recipient: u9 },
      { recipient: u9 },
    ]);
    // Every event's block has its hash and timestamp stored.
    const orphans = await db.query(
      'SELECT c.block_number FROM idx_challenge_bets c LEFT JOIN index_blocks b ON b.block_number = c.block_number WHERE b.block_hash IS NULL',
    );
    expect(orphans).toEqual([]);
  });
});

describe('indexer – who was credited (issue 21)', () => {
  it('records the recipient of a claim and of a claim-and-vest paid to another address', async () => {
    await resetIndex(db);
    // Account 14 claims; the recipients are plain addresses (a cold wallet, a Safe): they never sign anything.
    const u14 = await user(14);
    const [u11, u12] = ['0x00000000000000000000000000000000000c01d1', '0x0000000000000000000000000000000000005afe'];
    await actions.register([u14], 1_000n * GM);
    await actions.claimAndVestTo(14, u11);
    const backer = await actions.scheduleOf('BACKER', 1);
    await actions.increaseTime(40 * 86_400);
    await actions.vestingClaimTo('BACKER', 1, backer, u12);

    await catchUp();

    expect(await db.query('SELECT recipient, amount::text AS amount FROM idx_challenge_claims WHERE user_address = $1', [u14])).toEqual([
      { recipient: u11, amount: String(100n * GM) },
    ]);
    const vests = await db.query<{ schedule_id: string; recipient: string }>(
      'SELECT schedule_id::text AS schedule_id, recipient FROM idx_challenge_vests WHERE user_address = $1',
      [u14],
    );
    expect(vests.map((row) => row.recipient)).toEqual([u11]);
    const scheduleId = vests[0]?.schedule_id ?? 'none';
    // The PUBLIC schedule is a gift to the recipient: created with beneficiary 0, proposed from 0 to the recipient in
    // the same transaction (the history endpoint names the recipient from that proposal); accepted, it would move.
    const publicVesting = chain.deployment.contracts.GMVesting.PUBLIC.toLowerCase();
    expect(await db.query('SELECT beneficiary, tx_hash FROM idx_vesting_schedules WHERE schedule_id = $1 AND contract = $2', [scheduleId, publicVesting])).toEqual([
      { beneficiary: '0x0000000000000000000000000000000000000000', tx_hash: expect.any(String) },
    ]);
    expect(
      await db.query('SELECT kind, from_address, to_address FROM idx_beneficiary_changes WHERE schedule_id = $1 AND contract = $2', [scheduleId, publicVesting]),
    ).toEqual([{ kind: 'proposed', from_address: '0x0000000000000000000000000000000000000000', to_address: u11 }]);
    const claims = await db.query('SELECT contract, schedule_id::text AS schedule_id, beneficiary FROM idx_vesting_claims WHERE recipient = $1', [u12]);
    expect(claims).toEqual([
      { contract: chain.deployment.contracts.GMVesting.BACKER.toLowerCase(), schedule_id: backer.toString(), beneficiary: await user(1) },
    ]);
  });
});

describe('indexer – bounded ranges', () => {
  let proxy: RpcProxy;
  beforeAll(async () => {
    proxy = await startRpcProxy(chain.rpcUrl, { maxRange: 1_000 });
  });
  afterAll(async () => proxy.close());

  it('a node that caps eth_getLogs at 1,000 blocks – narrows the range on its error and indexes everything', async () => {
    await chain.rpc('hardhat_mine', ['0x1f40']); // 8,000 empty blocks
    await resetIndex(db);
    const metrics = createIndexerMetrics();
    const indexer = startIndexer({ db, options: indexerOptions(chain, { rpcUrls: [proxy.url], maxBlockRange: 5_000 }), logger: quietLogger, metrics });
    await untilCaughtUp(indexer);

    expect(await indexedBlock(db)).toBe(await head());
    const refused = proxy.getLogsRanges.filter(([from, to]) => to - from + 1 > 1_000);
    const answered = proxy.getLogsRanges.filter(([from, to]) => to - from + 1 <= 1_000);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toEqual([0, 4_999]);
    // After narrowing, every range fits the cap; together they cover every block once.
    const covered = answered.reduce((sum, [from, to]) => sum + (to - from + 1), 0);
    expect(covered).toBe((await head()) + 1);
    expect(await count(db, 'idx_challenge_bets')).toBe(3);
    expect(await metrics.registry.getSingleMetricAsString('gm_indexer_range_shrinks_total')).toMatch(/gm_indexer_range_shrinks_total [1-9]/);
  });

  it('the configured cap – no eth_getLogs range is wider than INDEXER_MAX_BLOCK_RANGE', async () => {
    proxy.getLogsRanges.length = 0;
    proxy.behaviour.maxRange = undefined;
    await resetIndex(db);
    await catchUp({ rpcUrls: [proxy.url], maxBlockRange: 3_000 });
    expect(proxy.getLogsRanges.length).toBeGreaterThan(1);
    expect(Math.max(...proxy.getLogsRanges.map(([from, to]) => to - from + 1))).toBe(3_000);
    expect(await indexedBlock(db)).toBe(await head());
  });
});

describe('indexer – confirmations, restart, reorg', () => {
  it('confirmation depth – stays 5 blocks behind the head; an event in those blocks waits for its confirmations', async () => {
    await resetIndex(db);
    const newcomer = await user(10);
    await actions.register([newcomer], GM);
    await catchUp({ confirmations: 5 });
    expect(await indexedBlock(db)).toBe((await head()) - 5);
    expect(await db.query('SELECT 1 FROM idx_challenge_registrations WHERE user_address = $1', [newcomer])).toEqual([]);

    await chain.rpc('hardhat_mine', ['0x5']);
    await catchUp({ confirmations: 5 });
    expect(await db.query('SELECT 1 AS found FROM idx_challenge_registrations WHERE user_address = $1', [newcomer])).toEqual([{ found: 1 }]);
  });

  it('restart – a new process resumes after the cursor instead of starting over', async () => {
    const proxy = await startRpcProxy(chain.rpcUrl);
    try {
      await catchUp({ rpcUrls: [proxy.url] });
      const resumedFrom = (await indexedBlock(db)) as number;
      await chain.rpc('hardhat_mine', ['0x64']);
      await actions.register([await user(11)], GM);
      proxy.getLogsRanges.length = 0;
      await catchUp({ rpcUrls: [proxy.url] });
      expect(proxy.getLogsRanges[0]?.[0]).toBe(resumedFrom + 1);
      expect(await indexedBlock(db)).toBe(await head());
      expect(await db.query('SELECT 1 AS found FROM idx_challenge_registrations WHERE user_address = $1', [await user(11)])).toEqual([{ found: 1 }]);
    } finally {
      await proxy.close();
    }
  });

  it('reorg – an indexed block replaced by another is detected, rewound to the common ancestor and re-indexed', async () => {
    await catchUp();
    const snapshot = await chain.rpc<string>('evm_snapshot');
    const doomed = await user(12);
    await actions.register([doomed], GM);
    await chain.rpc('hardhat_mine', ['0x3']);
    await catchUp();
    expect(await db.query('SELECT 1 AS found FROM idx_challenge_registrations WHERE user_address = $1', [doomed])).toEqual([{ found: 1 }]);
    const before = (await indexedBlock(db)) as number;

    await chain.rpc('evm_revert', [snapshot]);
    const replacement = await user(13);
    await actions.register([replacement], GM);
    await chain.rpc('hardhat_mine', ['0x6']);
    const metrics = createIndexerMetrics();
    await untilCaughtUp(startIndexer({ db, options: indexerOptions(chain), logger: quietLogger, metrics }));

    expect(await metrics.registry.getSingleMetricAsString('gm_indexer_reorgs_total')).toMatch(/gm_indexer_reorgs_total 1/);
    expect(await db.query('SELECT 1 FROM idx_challenge_registrations WHERE user_address = $1', [doomed])).toEqual([]);
    expect(await db.query('SELECT 1 AS found FROM idx_challenge_registrations WHERE user_address = $1', [replacement])).toEqual([{ found: 1 }]);
    expect(await indexedBlock(db)).toBe(await head());
    expect(await head()).toBeGreaterThan(before);
    // Every stored hash is the chain's.
    const stored = await db.query<{ block_number: string; block_hash: string }>('SELECT block_number::text AS block_number, block_hash FROM index_blocks WHERE block_number > $1', [String(before - 10)]);
    for (const block of stored) expect((await chain.provider.getBlock(Number(block.block_number)))?.hash).toBe(block.block_hash);
  });
});

describe('indexer – nodes that fail', () => {
  it('a dead node and a rate-limiting node before a healthy one – skipped, counted, the index still reaches the head', async () => {
    const dead = await startRpcProxy(chain.rpcUrl, { dead: true });
    const limited = await startRpcProxy(chain.rpcUrl, { rateLimited: true });
    try {
      await chain.rpc('hardhat_mine', ['0x10']);
      const metrics = createIndexerMetrics();
      const indexer = startIndexer({ db, options: indexerOptions(chain, { rpcUrls: [dead.url, limited.url, chain.rpcUrl] }), logger: quietLogger, metrics });
      await untilCaughtUp(indexer);
      expect(await indexedBlock(db)).toBe(await head());
      const errors = await metrics.registry.getSingleMetricAsString('gm_indexer_rpc_errors_total');
      expect(errors).toMatch(/kind="down"/);
      expect(errors).toMatch(/kind="rate_limited"/);
    } finally {
      await Promise.all([dead.close(), limited.close()]);
    }
  });
});

describe('indexer – one writer', () => {
  it('a second indexer that may not wait – refuses with a clear message while the first holds the lease', async () => {
    const other = await store.openAnother();
    const first = startIndexer({ db, options: indexerOptions(chain, { exitWhenCaughtUp: false }), logger: quietLogger });
    try {
      await waitFor(async () => first.status().role === 'writer');
      const second = startIndexer({ db: other, options: indexerOptions(chain, { exitWhenCaughtUp: false, waitForLease: false }), logger: quietLogger });
      await expect(second.done).rejects.toThrow(LeaseHeldError);
      await expect(second.done).rejects.toThrow(/another indexer \(.+\) holds the writer lease until/);
    } finally {
      await first.stop();
    }
  });

  it('a standby – waits without writing, then takes over when the writer stops', async () => {
    const other = await store.openAnother();
    const first = startIndexer({ db, options: indexerOptions(chain, { exitWhenCaughtUp: false }), logger: quietLogger });
    await waitFor(async () => first.status().role === 'writer');
    const standby = startIndexer({ db: other, options: indexerOptions(chain, { exitWhenCaughtUp: false, waitForLease: true }), logger: quietLogger });
    try {
      await waitFor(async () => standby.status().role === 'standby');
      const [lease] = await db.query<{ holder: string }>('SELECT holder FROM index_writer_lease');
      expect(lease?.holder).toBe(first.lease.holder);
      await first.stop();
      await waitFor(async () => standby.status().role === 'writer');
      const [after] = await db.query<{ holder: string }>('SELECT holder FROM index_writer_lease');
      expect(after?.holder).toBe(standby.lease.holder);
    } finally {
      await first.stop();
      await standby.stop();
    }
  });

  it('a writer whose lease was taken over – its next write is refused, it waits as the standby, and writes again once that lease ends', async () => {
    const writer = startIndexer({ db, options: indexerOptions(chain, { exitWhenCaughtUp: false, waitForLease: true, leaseTtlMs: 6_000 }), logger: quietLogger });
    let settled = false;
    void writer.done.then(() => (settled = true), () => (settled = true));
    try {
      await waitFor(async () => writer.status().role === 'writer');
      // Another process found the lease expired and took it (e.g. this one was frozen longer than the TTL).
      await db.query("UPDATE index_writer_lease SET holder = 'intruder:1:abc', expires_at = now() + interval '1 minute'");
      await chain.rpc('hardhat_mine', ['0x2']);
      await waitFor(async () => writer.status().role === 'standby');
      expect(writer.status().lostLeases).toBe(1);
      expect(settled).toBe(false);
      // The intruder stops (its lease released): the old writer takes over again.
      await createWriterLease(db, 1_000, 'intruder:1:abc').release();
      await waitFor(async () => writer.status().role === 'writer');
      const [lease] = await db.query<{ holder: string }>('SELECT holder FROM index_writer_lease');
      expect(lease?.holder).toBe(writer.lease.holder);
    } finally {
      await writer.stop();
    }
  });

  it('a restarted indexer that may not wait – finds the lease under its old name, waits for it to expire and writes (never exits while nobody writes)', async () => {
    await resetIndex(db);
    // The lease of the process before the restart (killed: nobody renews it).
    await db.query("INSERT INTO index_writer_lease (id, holder, acquired_at, expires_at) VALUES (1, 'host:1234:dead00', now(), now() + interval '2 seconds')");
    const restarted = startIndexer({ db, options: indexerOptions(chain, { exitWhenCaughtUp: false, waitForLease: false, leaseTtlMs: 2_000 }), logger: quietLogger });
    try {
      await waitFor(async () => restarted.status().role === 'writer', 10_000);
      const [lease] = await db.query<{ holder: string }>('SELECT holder FROM index_writer_lease');
      expect(lease?.holder).toBe(restarted.lease.holder);
    } finally {
      await restarted.stop();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('indexer metrics – operator status gauges (issue 14)', () => {
  it('a scrape – carries the `gm status` figures: buffer, pending bets, per-vesting totals', async () => {
    const metrics = createIndexerMetrics();
    const { contracts, chainId } = chain.deployment;
    registerOperatorGauges(
      metrics.registry,
      createOperatorStatusSource({ rpcUrl: chain.rpcUrl, chainId, challenge: contracts.GMChallenge, vestings: contracts.GMVesting, fromBlock: 0, intervalMs: 60_000 }),
      OPERATOR_GAUGES,
    );
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^gm_operator_status_up 1$/m);
    expect(text).toMatch(/^gm_operator_challenge_buffer_gm\{contract="0x[0-9a-f]{40}"\} \d+(\.\d+)?(e\+\d+)?$/m);
    expect(text).toMatch(/^gm_operator_challenge_pending_bets\{contract="0x[0-9a-f]{40}"\} \d+$/m);
    expect(text).toMatch(/^gm_operator_vesting_schedules\{type="BACKER"\} 2$/m);
    // Issue 23's alerts: the largest reservation of the table (10,000 GM at x6 → 50,000 GM) and the signer's BNB.
    expect(text).toMatch(/^gm_operator_challenge_max_win_reservation_gm\{contract="0x[0-9a-f]{40}"\} 50000$/m);
    expect(text).toMatch(/^gm_operator_signer_balance_bnb\{contract="0x[0-9a-f]{40}",signer="0x[0-9a-f]{40}"\} \d+(\.\d+)?(e[+-]\d+)?$/m);
  });

  it('a chain that cannot be read – status_up 0 and no stale figures', async () => {
    const metrics = createIndexerMetrics();
    registerOperatorGauges(
      metrics.registry,
      async () => {
        throw new Error('node down');
      },
      OPERATOR_GAUGES,
    );
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^gm_operator_status_up 0$/m);
    expect(text).not.toMatch(/^gm_operator_(challenge|vesting|betting)\w*[{ ]/m);
  });
});
