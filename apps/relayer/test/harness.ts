/**
 * The relayer's test stack: the real local chain (libs/server src/testing/chain.ts), a database the relayer process and
 * the test both reach over TCP (a PGlite wire server, or a scratch PostgreSQL database with
 * TEST_DATABASE_URL), and the real relayer process (its bundle `dist/relayer.js` when fresh, else
 * `tsx src/main.ts`) on a free port —
 * started, SIGKILLed and restarted by the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
  gmVestingAbi,
  parseRelayRefusal,
  RELAY_BASE_PATH,
  relayRoutes,
  signRelayClaim,
  vestingClaim,
  type RelayRefusal,
  type RelayRequestOf,
  type TypedDataSigner,
} from '@gm-claim/shared';
import { apiEntryCommand } from '@gm-claim/shared/node/api-entry';
import { Contract, Interface, Transaction, Wallet } from 'ethers';
import type { Db } from '@gm-claim/server/db';
import { findRepoRoot } from '@gm-claim/server/paths';
import { DEV_RELAYER_PRIVATE_KEY } from '../src/config';
import { deploymentEnv, freePort, startTestChain, type TestChain } from '@gm-claim/server/testing/chain';
import { openProcessTestDb } from '@gm-claim/server/testing/process-db';

// From the repository root, not __dirname: the bench runs this file as ESM under tsx.
const RELAYER_DIR = path.join(findRepoRoot(), 'apps/relayer');
const MIGRATIONS = path.join(RELAYER_DIR, 'migrations');
export const RELAYER = new Wallet(DEV_RELAYER_PRIVATE_KEY);

export interface RelayerProcess {
  url: string;
  output(): string;
  /** Resolves when the process has exited (after a signal or on its own). */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface RelayerStack {
  chain: TestChain;
  db: Db;
  dbUrl: string;
  start(env?: Record<string, string>): Promise<RelayerProcess>;
  stop(): Promise<void>;
}

export async function startRelayerStack(): Promise<RelayerStack> {
  const [chain, store] = await Promise.all([
    startTestChain(),
    openProcessTestDb({ prefix: 'gm_relayer_test', migrationsDir: MIGRATIONS, poolSize: 3, pglitePoolSize: 2 }),
  ]);
  const running = new Set<RelayerProcess>();
  const baseEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    NODE_OPTIONS: '',
    ...deploymentEnv(chain),
    RELAYER_RPC_URLS: chain.rpcUrl,
    RELAYER_DATABASE_URL: store.url,
    RELAYER_HOST: '127.0.0.1',
    RELAYER_POLL_INTERVAL_MS: '100',
    RELAYER_REPLACE_AFTER_MS: '600000',
    // A SIGKILLed relayer's key leases expire this soon: the restarted process (a new holder) takes its keys over.
    RELAYER_KEY_LEASE_MS: '1500',
    // A local chain read can take longer than the production 5 s on a CI machine running every suite at once; a read
    // that times out turns a refusal under test into the "chain unreachable" 503. No test here times the RPC.
    RELAYER_RPC_TIMEOUT_MS: '20000',
  };

  async function start(env: Record<string, string> = {}): Promise<RelayerProcess> {
    const port = await freePort();
    // The bundle when `nx run relayer:build` made it after the last source change (relayer:test builds it first), else tsx.
    const { command, args, cwd } = apiEntryCommand(findRepoRoot(), 'relayer');
    const child: ChildProcess = spawn(command, args, {
      cwd,
      env: { ...process.env, ...baseEnv, RELAYER_PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const collect = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    const handle: RelayerProcess = {
      url,
      output: () => output,
      exited,
      async kill(signal) {
        if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
          try {
            // The process group: under tsx the relayer runs in a child node process.
            process.kill(-child.pid, signal);
          } catch {
            // already gone
          }
        }
        await exited;
        child.stdout?.destroy();
        child.stderr?.destroy();
        running.delete(handle);
      },
    };
    running.add(handle);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the relayer exited (${child.exitCode}):\n${output}`);
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the relayer did not answer in 60 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    return handle;
  }

  return {
    chain,
    db: store.db,
    dbUrl: store.url,
    start,
    async stop() {
      await Promise.all([...running].map((each) => each.kill('SIGKILL')));
      await store.close();
      await chain.stop();
    },
  };
}

/** JSON over HTTP: status and body. */
export async function http(
  url: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? null : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

/** A running relayer's routes (libs/shared relayRoutes: the ones the web and /ops ask). */
export const routesOf = (relayer: RelayerProcess) => relayRoutes(`${relayer.url}${RELAY_BASE_PATH}`);

/**
 * An answer read as the relayer's clients read it (libs/shared relay/answers.ts): the test fails on an answer that
 * breaks the contract.
 */
export function read<T>(parse: (body: unknown) => T | null, response: { body: unknown }): T {
  const value = parse(response.body);
  if (value === null) throw new Error(`an answer the relayer's clients cannot read: ${JSON.stringify(response.body)}`);
  return value;
}

/** A refusal as the relayer's clients read it: its typed code, and whether the web falls back to the normal claim. */
export const refusalOf = (response: { status: number; body: unknown; headers?: Headers }): RelayRefusal =>
  parseRelayRefusal(response.status, response.body, response.headers?.get('Retry-After'));

/**
 * A monthly claim (GMVesting.claimViaSig) signed as the web signs it (libs/shared relay/claims.ts: the GMVesting's
 * domain, the generated Claim type): the beneficiary's nonce read from the contract as a page reads it (`nonces`, the
 * signer's address above its 32-bit counter) unless given, a fresh recipient and a deadline an hour away unless given.
 */
export async function signedVestingClaim(
  stack: RelayerStack,
  beneficiary: TypedDataSigner & { address: string },
  options: { contract: string; scheduleId: bigint | string; recipient?: string; deadline?: bigint; nonce?: bigint },
): Promise<RelayRequestOf<'vesting.claimViaSig'>> {
  const nonce =
    options.nonce ??
    ((await new Contract(options.contract, gmVestingAbi as never, stack.chain.provider).getFunction('nonces')(
      beneficiary.address,
    )) as bigint);
  return signRelayClaim(
    beneficiary,
    vestingClaim({
      chainId: stack.chain.deployment.chainId,
      vesting: options.contract,
      scheduleId: BigInt(options.scheduleId),
      recipient: options.recipient ?? Wallet.createRandom().address,
      nonce,
      deadline: options.deadline ?? BigInt(Math.floor(Date.now() / 1000) + 3_600),
    }),
  );
}

/** Polls until `check` returns a value (not undefined) or the time is up. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const TOKEN = new Interface([
  'function approve(address spender, uint256 value) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
]);

/**
 * Queues a request in the outbox the way the intake does after a successful simulation: a call the
 * relayer key can make on the real chain (GMToken.approve, its effect readable as an allowance).
 * The pipeline (nonce, persist, broadcast, replace, reconcile) does not care which call it carries.
 */
export async function queueOutboxRequest(
  stack: RelayerStack,
  id: string,
  spender: string,
  value: bigint,
  campaign = 'PUBLIC',
): Promise<void> {
  await stack.db.query(
    `INSERT INTO relay_requests (id, kind, campaign, target, claimant, limit_key, calldata, status)
     VALUES ($1, 'vesting.claimViaSig', $2, $3, $4, $5, $6, 'queued')`,
    [
      id,
      campaign,
      stack.chain.deployment.contracts.GMToken.toLowerCase(),
      spender.toLowerCase(),
      `test:${id}`,
      TOKEN.encodeFunctionData('approve', [spender, value]),
    ],
  );
}

/** What `owner` (a key of the pool) approved `spender` for. */
export async function allowanceFrom(stack: RelayerStack, owner: string, spender: string): Promise<bigint> {
  const token = new Contract(stack.chain.deployment.contracts.GMToken, TOKEN, stack.chain.provider);
  return (await token.getFunction('allowance')(owner, spender)) as bigint;
}

export async function allowance(stack: RelayerStack, spender: string): Promise<bigint> {
  const token = new Contract(stack.chain.deployment.contracts.GMToken, TOKEN, stack.chain.provider);
  return (await token.getFunction('allowance')(RELAYER.address, spender)) as bigint;
}

export interface OutboxRow {
  status: string;
  tx_hash: string | null;
  nonce: string | null;
  error: string | null;
  block_number: string | null;
}

export async function outboxRow(stack: RelayerStack, id: string): Promise<OutboxRow> {
  const rows = await stack.db.query<OutboxRow>(
    'SELECT status, tx_hash, nonce::text, error, block_number::text FROM relay_requests WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw new Error(`no outbox row ${id}`);
  return rows[0];
}

export async function txCount(stack: RelayerStack, id: string): Promise<number> {
  const rows = await stack.db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM relay_transactions WHERE request_id = $1',
    [id],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The relayer key's mined transaction count on chain: one per request ever paid. */
export async function minedNonce(stack: RelayerStack): Promise<number> {
  return Number(await stack.chain.rpc<string>('eth_getTransactionCount', [RELAYER.address, 'latest']));
}

export async function balance(stack: RelayerStack): Promise<bigint> {
  return BigInt(await stack.chain.rpc<string>('eth_getBalance', [RELAYER.address, 'latest']));
}

export const decodeNonce = (raw: string): number => Transaction.from(raw).nonce;

/** A JSON-RPC pass-through that counts the calls made through it (what an intake costs the chain). */
export async function startRpcCounter(upstream: string): Promise<{ url: string; calls(): number; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  let calls = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as unknown;
      calls += Array.isArray(body) ? body.length : 1;
      fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw })
        .then(async (answer) => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()))
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A JSON-RPC pass-through that can refuse eth_sendRawTransaction (a node that takes nothing). */
export async function startSendBlocker(
  upstream: string,
): Promise<{ url: string; blocked: { on: boolean }; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  const blocked = { on: true };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const call = JSON.parse(raw) as { id: unknown; method: string };
      if (blocked.on && call.method === 'eth_sendRawTransaction') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify({
              jsonrpc: '2.0',
              id: call.id,
              error: { code: -32000, message: 'node unavailable (test)' },
            }),
          );
        return;
      }
      fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw })
        .then(async (answer) =>
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()),
        )
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    blocked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
