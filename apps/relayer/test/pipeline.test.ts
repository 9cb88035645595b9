/**
 * The relayer's outbox against the real chain and the real relayer process: one nonce per request,
 * persisted before it is broadcast; SIGKILL between persisting and broadcasting and between
 * broadcasting and mining; a node that drops the transaction; a slow transaction replaced; the
 * budget spent mid-queue. Nothing is paid twice and nothing acknowledged is lost: the key's mined
 * nonce grows by exactly one per request, and each request's effect is on chain.
 */
import { randomUUID } from 'node:crypto';
import { parseRelayRequestStatus, parseRelayStatus } from '@gm-claim/shared';
import { formatEther, Interface, Wallet } from 'ethers';
import {
  allowance,
  allowanceFrom,
  http,
  minedNonce,
  outboxRow,
  queueOutboxRequest,
  read,
  routesOf,
  startRelayerStack,
  startSendBlocker,
  txCount,
  until,
  type RelayerProcess,
  type RelayerStack,
  RELAYER,
} from './harness';

/** Hardhat accounts #13–#16: a pool of four keys of its own for the pool test. */
const POOL_KEYS = [
  '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd',
  '0xc526ee95bf44d8fc405a158bb884d9d1238d99f0612e9f33d006bb0789009aaa',
  '0x8166f546bab6da521a8369cab06c5d2b9e46670292d85c875ee9ec20e84ffb61',
  '0xea6c44ac03bff858b476bba40716402b03e41b8e97e276d1baec7c37d42484a0',
];

const APPROVE = (spender: string, value: bigint): string =>
  new Interface(['function approve(address spender, uint256 value)']).encodeFunctionData('approve', [spender, value]);

jest.setTimeout(180_000);

let stack: RelayerStack;

beforeAll(async () => {
  stack = await startRelayerStack();
});

afterAll(async () => {
  await stack?.stop();
});

const automine = (on: boolean): Promise<unknown> => stack.chain.rpc('evm_setAutomine', [on]);
const mine = (): Promise<unknown> => stack.chain.rpc('evm_mine', []);
const spender = (): string => Wallet.createRandom().address;
const pendingHashes = async (): Promise<string[]> => {
  const block = await stack.chain.rpc<{ transactions: string[] }>('eth_getBlockByNumber', ['pending', false]);
  return block.transactions;
};

/** The relayer stores a transaction before it broadcasts it: mine only once the node holds it, or the block can miss it. */
async function inPool(what: string, hash: () => Promise<string | null | undefined>): Promise<string> {
  return until(what, async () => {
    const current = await hash();
    return current && (await pendingHashes()).includes(current) ? current : undefined;
  });
}

async function minedRow(id: string) {
  return until(`request ${id} mined`, async () => {
    const row = await outboxRow(stack, id);
    return row.status === 'mined' ? row : undefined;
  });
}

describe('relayer outbox – the real process on the real chain', () => {
  let relayer: RelayerProcess | undefined;

  afterEach(async () => {
    await relayer?.kill('SIGKILL');
    relayer = undefined;
    await automine(true);
  });

  it('queued requests – each sent once with its own nonce, mined, and reported by GET /relay/requests/:id', async () => {
    relayer = await stack.start();
    const before = await minedNonce(stack);
    const requests = [randomUUID(), randomUUID(), randomUUID()].map((id, i) => ({
      id,
      spender: spender(),
      value: BigInt(i + 1),
    }));
    for (const each of requests) await queueOutboxRequest(stack, each.id, each.spender, each.value);
    for (const each of requests) await minedRow(each.id);
    expect(await minedNonce(stack)).toBe(before + 3);
    for (const each of requests) {
      expect(await allowance(stack, each.spender)).toBe(each.value);
      expect(await txCount(stack, each.id)).toBe(1);
      const status = await http(routesOf(relayer).request(each.id));
      expect(status.status).toBe(200);
      expect(read(parseRelayRequestStatus, status)).toMatchObject({
        id: each.id,
        status: 'mined',
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        blockNumber: expect.any(Number),
      });
    }
  });

  it('SIGKILL between persisting and broadcasting – the restart sends the stored bytes once; nothing is paid twice', async () => {
    const blocker = await startSendBlocker(stack.chain.rpcUrl);
    try {
      relayer = await stack.start({ RELAYER_RPC_URLS: blocker.url });
      const before = await minedNonce(stack);
      const id = randomUUID();
      const who = spender();
      await queueOutboxRequest(stack, id, who, 7n);
      // Signed and stored, the broadcast refused: the state a crash right after the write leaves.
      const stored = await until('the signed transaction stored', async () => {
        const row = await outboxRow(stack, id);
        return row.status === 'submitted' && row.tx_hash ? row : undefined;
      });
      await relayer.kill('SIGKILL');
      expect(await minedNonce(stack)).toBe(before);
      expect(await stack.chain.rpc('eth_getTransactionByHash', [stored.tx_hash])).toBeNull();

      relayer = await stack.start();
      const mined = await minedRow(id);
      expect(mined.tx_hash).toBe(stored.tx_hash);
      expect(mined.nonce).toBe(stored.nonce);
      expect(await txCount(stack, id)).toBe(1);
      expect(await minedNonce(stack)).toBe(before + 1);
      expect(await allowance(stack, who)).toBe(7n);
    } finally {
      await blocker.close();
    }
  });

  it('SIGKILL between broadcasting and mining – the restart finds the pending transaction by its hash and sends nothing new', async () => {
    await automine(false);
    relayer = await stack.start();
    const before = await minedNonce(stack);
    const id = randomUUID();
    const who = spender();
    await queueOutboxRequest(stack, id, who, 9n);
    const hash = await inPool('the transaction in the node’s pool', async () => (await outboxRow(stack, id)).tx_hash);
    await relayer.kill('SIGKILL');

    relayer = await stack.start();
    // Several passes of the restarted sender while the transaction is still pending: no second one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await txCount(stack, id)).toBe(1);
    expect(await pendingHashes()).toEqual([hash]);
    await mine();
    const mined = await minedRow(id);
    expect(mined.tx_hash).toBe(hash);
    expect(await minedNonce(stack)).toBe(before + 1);
    expect(await allowance(stack, who)).toBe(9n);
  });

  it('the node drops the transaction – the relayer broadcasts the same bytes again and it is mined once', async () => {
    await automine(false);
    relayer = await stack.start();
    const before = await minedNonce(stack);
    const id = randomUUID();
    await queueOutboxRequest(stack, id, spender(), 11n);
    const hash = await inPool('the transaction in the node’s pool', async () => (await outboxRow(stack, id)).tx_hash);
    expect(await stack.chain.rpc('hardhat_dropTransaction', [hash])).toBe(true);
    await until('the rebroadcast', async () => ((await pendingHashes()).includes(hash) ? true : undefined));
    await mine();
    const mined = await minedRow(id);
    expect(mined.tx_hash).toBe(hash);
    expect(await txCount(stack, id)).toBe(1);
    expect(await minedNonce(stack)).toBe(before + 1);
    const metrics = await (await fetch(`${relayer.url}/metrics`)).text();
    expect(metrics).toMatch(/gm_relayer_transactions_sent_total\{kind="rebroadcast"\} [1-9]/);
  });

  it('a transaction not mined in time – replaced with the same nonce and a higher fee; only one of them is mined', async () => {
    await automine(false);
    relayer = await stack.start({ RELAYER_REPLACE_AFTER_MS: '700' });
    const before = await minedNonce(stack);
    const id = randomUUID();
    const who = spender();
    await queueOutboxRequest(stack, id, who, 13n);
    await until('a replacement', async () => ((await txCount(stack, id)) >= 2 ? true : undefined));
    const txs = await stack.db.query<{ hash: string; nonce: string; max_fee_per_gas: string }>(
      'SELECT hash, nonce::text, max_fee_per_gas::text FROM relay_transactions WHERE request_id = $1 ORDER BY created_at',
      [id],
    );
    expect(new Set(txs.map((tx) => tx.nonce)).size).toBe(1);
    expect(BigInt(txs[1]!.max_fee_per_gas)).toBeGreaterThan(BigInt(txs[0]!.max_fee_per_gas));
    await mine();
    const mined = await minedRow(id);
    expect(txs.map((tx) => tx.hash)).toContain(mined.tx_hash);
    expect(await minedNonce(stack)).toBe(before + 1);
    expect(await allowance(stack, who)).toBe(13n);
    const metrics = await (await fetch(`${relayer.url}/metrics`)).text();
    expect(metrics).toMatch(/gm_relayer_transactions_replaced_total [1-9]/);
  });

  it('the budget spent mid-queue – the rest wait (not lost, not sent), the status says why, and they go once the budget allows', async () => {
    // A budget for 2.3 approvals (what is paid after mining is less than what was reserved: still not a third) at what the relayer will offer per gas (2 × base fee + 1 gwei tip).
    const block = await stack.chain.rpc<{ baseFeePerGas: string }>('eth_getBlockByNumber', ['pending', false]);
    const maxFee = 2n * BigInt(block.baseFeePerGas) + 10n ** 9n;
    const gas = BigInt(
      await stack.chain.rpc<string>('eth_estimateGas', [
        { from: RELAYER.address, to: stack.chain.deployment.contracts.GMToken, data: APPROVE(spender(), 1n) },
      ]),
    );
    const perTx = ((gas * 125n) / 100n) * maxFee;
    relayer = await stack.start({
      RELAYER_PRIORITY_FEE_GWEI: '1',
      RELAYER_BUDGETS: JSON.stringify({ TEAM: formatEther((perTx * 23n) / 10n) }),
    });
    const before = await minedNonce(stack);
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) await queueOutboxRequest(stack, id, spender(), 1n, 'TEAM');
    const waiting = await until('requests waiting for budget', async () => {
      const rows = await Promise.all(ids.map((id) => outboxRow(stack, id)));
      const settled = rows.every(
        (row) => row.status === 'mined' || (row.status === 'queued' && row.error?.includes('budget')),
      );
      return settled ? rows : undefined;
    });
    const minedCount = waiting.filter((row) => row.status === 'mined').length;
    expect(minedCount).toBe(2);
    expect(await minedNonce(stack)).toBe(before + minedCount);
    const status = read(parseRelayStatus, await http(routesOf(relayer).status));
    expect(status.reason).toMatch(/budget is spent for: TEAM/);
    const team = status.campaigns.find((each) => each.campaign === 'TEAM');
    expect(team).toBeDefined();

    await relayer.kill('SIGTERM');
    relayer = await stack.start({ RELAYER_BUDGETS: JSON.stringify({ TEAM: '1' }) });
    for (const id of ids) await minedRow(id);
    expect(await minedNonce(stack)).toBe(before + ids.length);
  });

  it('a fresh chain under the same key (dev restart) – open requests fail with the reason, nothing is sent on the new chain, releases are retired', async () => {
    const before = await minedNonce(stack);
    const id = randomUUID();
    await queueOutboxRequest(stack, id, spender(), 3n);
    // What the outbox of another chain looks like from this one: a different genesis recorded.
    await stack.db.query(`UPDATE relay_sender SET genesis_hash = $1`, [`0x${'ab'.repeat(32)}:0x${'cd'.repeat(32)}`]);
    relayer = await stack.start();
    const row = await until('the request failed', async () => {
      const current = await outboxRow(stack, id);
      return current.status === 'failed' ? current : undefined;
    });
    expect(row.error).toMatch(/chain was reset/);
    const keys = await stack.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM relay_requests WHERE limit_key NOT LIKE '%:retired:%'`,
    );
    expect(keys[0]?.n).toBe('0');
    expect(await minedNonce(stack)).toBe(before);
  });

  it('a pool of four keys, SIGKILLed twice with requests queued and in flight on several keys – every request mined exactly once, spread over the keys', async () => {
    const keys = POOL_KEYS.map((key) => new Wallet(key));
    const nonceOf = async (address: string): Promise<number> =>
      Number(await stack.chain.rpc<string>('eth_getTransactionCount', [address, 'latest']));
    const before = await Promise.all(keys.map((key) => nonceOf(key.address)));
    const env = { RELAYER_PRIVATE_KEYS: POOL_KEYS.join(',') };
    await automine(false);
    relayer = await stack.start(env);
    const ids = Array.from({ length: 16 }, () => randomUUID());
    const spenders = ids.map(() => spender());
    for (let i = 0; i < ids.length; i++) await queueOutboxRequest(stack, ids[i]!, spenders[i]!, BigInt(100 + i));
    const senders = async (): Promise<Map<string, number>> => {
      const rows = await stack.db.query<{ sender: string; n: string }>(
        `SELECT sender, count(*)::text AS n FROM relay_requests WHERE status = 'submitted' AND sender IS NOT NULL GROUP BY sender`,
      );
      return new Map(rows.map((row) => [row.sender, Number(row.n)]));
    };
    await until('requests in flight on every key', async () => ((await senders()).size === 4 ? true : undefined));
    await relayer.kill('SIGKILL');
    await mine(); // some of them mine while it is down
    relayer = await stack.start(env);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await relayer.kill('SIGKILL');
    await automine(true);
    await mine();
    relayer = await stack.start(env);
    await until(
      'every request mined',
      async () => {
        await mine();
        const rows = await Promise.all(ids.map((id) => outboxRow(stack, id)));
        return rows.every((row) => row.status === 'mined') ? rows : undefined;
      },
      60_000,
    );
    const after = await Promise.all(keys.map((key) => nonceOf(key.address)));
    // Exactly one transaction mined per request, over the four keys; each key carried some.
    expect(after.reduce((sum, each, index) => sum + each - before[index]!, 0)).toBe(ids.length);
    for (let index = 0; index < keys.length; index++) expect(after[index]!).toBeGreaterThan(before[index]!);
    const rows = await stack.db.query<{ id: string; sender: string }>(
      'SELECT id::text, sender FROM relay_requests WHERE id = ANY($1::uuid[])',
      [ids],
    );
    for (let i = 0; i < ids.length; i++) {
      const sender = rows.find((row) => row.id === ids[i])!.sender;
      expect(await allowanceFrom(stack, sender, spenders[i]!)).toBe(BigInt(100 + i));
    }
    const status = read(parseRelayStatus, await http(routesOf(relayer).status));
    expect(status.keys).toHaveLength(4);
  });

  it('two relayer processes on the same pool – each key sends from one of them (its lease), every request mined exactly once; a key with no BNB takes no work and says so', async () => {
    const empty = Wallet.createRandom();
    const keys = [POOL_KEYS[0]!, POOL_KEYS[1]!, empty.privateKey];
    const nonceOf = async (address: string): Promise<number> =>
      Number(await stack.chain.rpc<string>('eth_getTransactionCount', [address, 'latest']));
    const funded = [new Wallet(POOL_KEYS[0]!), new Wallet(POOL_KEYS[1]!)];
    const before = await Promise.all(funded.map((key) => nonceOf(key.address)));
    const env = { RELAYER_PRIVATE_KEYS: keys.join(','), RELAYER_LOW_WATER_BNB: '0.01' };
    relayer = await stack.start(env);
    const second = await stack.start(env);
    try {
      const ids = Array.from({ length: 12 }, () => randomUUID());
      for (const id of ids) await queueOutboxRequest(stack, id, spender(), 9n);
      for (const id of ids) await minedRow(id);
      const after = await Promise.all(funded.map((key) => nonceOf(key.address)));
      expect(after[0]! - before[0]! + (after[1]! - before[1]!)).toBe(ids.length);
      expect(await nonceOf(empty.address)).toBe(0);
      const leases = await stack.db.query<{ address: string; holder: string }>(
        'SELECT address, holder FROM relay_key_leases',
      );
      expect(new Set(leases.map((lease) => lease.address)).size).toBe(leases.length);
      const statuses = [await http(routesOf(relayer).status), await http(routesOf(second).status)];
      const keyRows = statuses.flatMap((status) => read(parseRelayStatus, status).keys ?? []);
      const emptyRows = keyRows.filter((row) => row.address === empty.address);
      for (const row of emptyRows) expect(row).toMatchObject({ low: true, accepting: false, balance: '0' });
      const metrics = await (await fetch(`${relayer.url}/metrics`)).text();
      expect(metrics).toContain(`gm_relayer_key_accepting{key="${empty.address}"} 0`);
    } finally {
      await second.kill('SIGTERM');
    }
  });

  it('another sender uses the relayer key’s nonce – the request is sent again with a new nonce and mined once; no text names nonces', async () => {
    const blocker = await startSendBlocker(stack.chain.rpcUrl);
    try {
      relayer = await stack.start({ RELAYER_RPC_URLS: blocker.url });
      const id = randomUUID();
      const who = spender();
      await queueOutboxRequest(stack, id, who, 5n);
      const stored = await until('the signed transaction stored', async () => {
        const row = await outboxRow(stack, id);
        return row.status === 'submitted' && row.tx_hash ? row : undefined;
      });
      await relayer.kill('SIGKILL');
      // Someone else sends with the same key and takes that nonce.
      const other = RELAYER.connect(stack.chain.provider);
      await (await other.sendTransaction({ to: other.address, value: 0n, nonce: Number(stored.nonce) })).wait();
      const before = await minedNonce(stack);

      relayer = await stack.start();
      const row = await minedRow(id);
      expect(Number(row.nonce)).toBeGreaterThan(Number(stored.nonce));
      expect(row.error).toBeNull();
      expect(await stack.chain.rpc('eth_getTransactionReceipt', [stored.tx_hash])).toBeNull();
      expect(await minedNonce(stack)).toBe(before + 1);
      expect(await allowance(stack, who)).toBe(5n);
      const status = await http(routesOf(relayer).request(id));
      expect(JSON.stringify(status.body)).not.toMatch(/nonce/i);
      const metrics = await (await fetch(`${relayer.url}/metrics`)).text();
      expect(metrics).toMatch(/gm_relayer_requests_requeued_total [1-9]/);
    } finally {
      await blocker.close();
    }
  });

  it('a nonce taken by another process while the relayer runs (a VRF fulfiller on the same key) – the next request skips it, nothing fails', async () => {
    relayer = await stack.start();
    const other = RELAYER.connect(stack.chain.provider);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const spenders = ids.map(() => spender());
    const before = await minedNonce(stack);
    for (let i = 0; i < ids.length; i++) {
      // The other process's transaction first (the relayer's counter does not know it), then a request.
      await (await other.sendTransaction({ to: other.address, value: 0n })).wait();
      await queueOutboxRequest(stack, ids[i]!, spenders[i]!, 7n);
      const row = await minedRow(ids[i]!);
      expect(row.error).toBeNull();
    }
    expect(await minedNonce(stack)).toBe(before + 2 * ids.length);
    for (const who of spenders) expect(await allowance(stack, who)).toBe(7n);
  });

  it('stuck at the gas ceiling past its signed deadline – the nonce is freed with a zero-value self-transfer, the request says expired, and the next request is not blocked', async () => {
    await automine(false);
    // The ceiling is what the relayer offers (2 × base fee + 1 gwei tip): a replacement (+25 %) cannot be paid under it.
    const block = await stack.chain.rpc<{ baseFeePerGas: string }>('eth_getBlockByNumber', ['pending', false]);
    const offer = 2n * BigInt(block.baseFeePerGas) + 10n ** 9n;
    relayer = await stack.start({
      RELAYER_REPLACE_AFTER_MS: '700',
      RELAYER_PRIORITY_FEE_GWEI: '1',
      RELAYER_MAX_GAS_PRICE_GWEI: (Number(offer) / 1e9).toFixed(9),
    });
    const before = await minedNonce(stack);
    const id = randomUUID();
    const who = spender();
    await queueOutboxRequest(stack, id, who, 21n);
    await stack.db.query('UPDATE relay_requests SET deadline = $2 WHERE id = $1', [
      id,
      Math.floor(Date.now() / 1000) + 2,
    ]);
    const cancel = await until(
      'a cancellation',
      async () => {
        const rows = await stack.db.query<{ hash: string; raw: string }>(
          'SELECT hash, raw FROM relay_transactions WHERE request_id = $1 AND cancel',
          [id],
        );
        return rows[0];
      },
      30_000,
    );
    const { Transaction } = await import('ethers');
    const parsed = Transaction.from(cancel.raw);
    expect(parsed.to).toBe(RELAYER.address);
    expect(parsed.value).toBe(0n);
    // Before the deadline nothing was replaced: the ceiling held it (only the first transaction and the cancellation).
    expect(await txCount(stack, id)).toBe(2);
    await inPool('the cancellation in the node’s pool', async () => cancel.hash);
    await mine();
    const row = await until('the request expired', async () => {
      const current = await outboxRow(stack, id);
      return current.status === 'failed' ? current : undefined;
    });
    expect(row.error).toMatch(/^Expired: /);
    expect(row.error).not.toMatch(/nonce/i);
    expect(await minedNonce(stack)).toBe(before + 1);
    expect(await allowance(stack, who)).toBe(0n);
    // The key's next nonce is free: a later request goes.
    const next = randomUUID();
    const nextWho = spender();
    await queueOutboxRequest(stack, next, nextWho, 22n);
    await inPool('the next request’s transaction in the node’s pool', async () => {
      const row = await outboxRow(stack, next);
      return row.status === 'submitted' ? row.tx_hash : undefined;
    });
    await mine();
    await minedRow(next);
    expect(await allowance(stack, nextWho)).toBe(22n);
    const metrics = await (await fetch(`${relayer.url}/metrics`)).text();
    expect(metrics).toMatch(/gm_relayer_transactions_cancelled_total [1-9]/);
  });
});
