/**
 * The claim rush, end to end (`npm run rehearse`, tools/rehearse/README.md): the real chain mining like
 * BSC with the contracts deployed and users registered, the eligibility imported, the VRF fulfiller,
 * an indexer and a standby, two API instances behind nginx over PgBouncer and Redis, and virtual
 * claimants arriving on a launch curve — with faults on demand — then the proofs that nothing was lost.
 */
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { id, keccak256, toUtf8Bytes, Wallet, type HDNodeWallet } from 'ethers';
import { startApiCluster, type ApiCluster } from './api-cluster';
import { BSC_BLOCK_GAS_LIMIT, BSC_BLOCK_MS, startChain, type Chain } from './chain';
import { CHALLENGE_ABI, chainCall, monthlyClaim, runClaimant, sendAndConfirm, TOKEN_ABI, type ClaimantResult } from './claimant';
import { createScratchDatabase, sql, type ScratchDatabase } from './database';
import { startPgBouncer, type PgBouncer } from './pgbouncer';
import { API_DIR, answers, apiCommand, launch, sleep, waitUntil, type Proc } from './processes';
import { Recorder, type StepSummary } from './recorder';
import { startSampler } from './sampler';
import { freePort } from '../e2e/ports';

export const FAULTS = ['api-kill', 'db-cut', 'rpc-dead', 'indexer-kill'] as const;
export type Fault = (typeof FAULTS)[number];

export interface RehearsalOptions {
  claimants: number;
  /** Eligibility rows imported (the claimants are among them). */
  rows: number;
  /** Users registered on chain by the owner before the rush (the claimants are among them). */
  registered: number;
  /** Claimants arrive within this many seconds, most of them early (exponential launch curve). */
  rampSeconds: number;
  /** Share of claimants who play a Challenge before they claim. */
  challengeShare: number;
  faults: Fault[];
  instances: number;
  workersPerInstance: number;
  adminDatabaseUrl: string;
  redisUrl: string;
  blockMs: number;
  blockGasLimit: number;
  logDir?: string;
  log?: (line: string) => void;
}

const GM = 10n ** 18n;
const CLAIMANT_GM = 1_000n;
const FILLER_GM = 100n;
const REGISTER_BATCH = 250;
const OWNER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const DOMAIN = 'claim.rehearsal.local';
const API_STEPS = new Set(['nonce', 'login', 'token', 'missions', 'mission', 'signature', 'dashboard', 'history', 'challenge']);
/** Budgets of issue 22. */
export const BUDGETS = { finishedShare: 0.999, apiP99Ms: 250, indexerLagOverConfirmations: 10, internalErrors: 0 } as const;

function claimantWallet(index: number): HDNodeWallet | Wallet {
  return new Wallet(keccak256(toUtf8Bytes(`gm-rehearsal-claimant-${index}`)));
}

function fillerAddress(index: number): string {
  return `0x5eed${index.toString(16).padStart(36, '0')}`;
}

/** Arrival second of claimant `i` of `n` on an exponential launch curve over `ramp` seconds (τ = ramp / 4). */
export function arrivalSecond(i: number, n: number, ramp: number): number {
  const tau = ramp / 4;
  const u = (i + 0.5) / n;
  return -tau * Math.log(1 - u * (1 - Math.exp(-ramp / tau)));
}

async function writeEligibility(file: string, wallets: readonly (HDNodeWallet | Wallet)[], rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write('address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop\n');
  let chunk = '';
  for (let i = 0; i < Math.max(rows, wallets.length); i++) {
    chunk += i < wallets.length ? `${wallets[i]?.address.toLowerCase()},${CLAIMANT_GM - 100n},20,20,20,20,40\n` : `${fillerAddress(i)},${FILLER_GM},0,0,0,0,0\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

async function runToEnd(proc: Proc): Promise<string> {
  const [code] = (await once(proc.child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${proc.name} failed (${code}); see ${proc.logFile}`);
  return '';
}

/** The owner registers the claimants and fillers in batches (automine, before the rush). */
async function registerOnChain(chain: Chain, wallets: readonly (HDNodeWallet | Wallet)[], registered: number): Promise<void> {
  const owner = new Wallet(OWNER_KEY);
  const context = { rpcUrls: () => [chain.rpcUrl], observe: () => undefined, chainId: chain.deployment.chainId };
  const total = Math.max(registered, wallets.length);
  for (let start = 0; start < total; start += REGISTER_BATCH) {
    const users: string[] = [];
    const amounts: bigint[] = [];
    for (let i = start; i < Math.min(total, start + REGISTER_BATCH); i++) {
      users.push(i < wallets.length ? (wallets[i]?.address as string) : fillerAddress(i));
      amounts.push((i < wallets.length ? CLAIMANT_GM : FILLER_GM) * GM);
    }
    await sendAndConfirm(context, owner, 'setup:register', {
      to: chain.deployment.contracts.GMChallenge,
      data: CHALLENGE_ABI.encodeFunctionData('registerBalances', [users, amounts]),
    });
  }
}

async function startIndexer(name: string, chain: Chain, databaseUrl: string, logDir: string): Promise<{ proc: Proc; metricsUrl: string; start(): Promise<void> }> {
  const port = await freePort();
  const metricsUrl = `http://127.0.0.1:${port}`;
  const entry = {
    proc: undefined as unknown as Proc,
    metricsUrl,
    start: async () => {
      const { command, args } = apiCommand('indexer');
      entry.proc = launch(name, command, args, {
        cwd: API_DIR,
        logDir,
        env: {
          DATABASE_URL: databaseUrl,
          DB_PGBOUNCER: 'true',
          DEPLOYMENT_FILE: chain.deploymentFile,
          INDEXER_RPC_URLS: chain.nodes.map((node) => node.url).join(','),
          INDEXER_METRICS_HOST: '127.0.0.1',
          INDEXER_METRICS_PORT: String(port),
          INDEXER_POLL_INTERVAL_MS: '250',
          INDEXER_LEASE_TTL_MS: '3000',
          INDEXER_RPC_TIMEOUT_MS: '3000',
          INDEXER_OPERATOR_STATUS_INTERVAL_MS: '0',
          LOG_LEVEL: 'warn',
        },
      });
      await waitUntil(name, () => answers(`${metricsUrl}/metrics`), 60_000, entry.proc);
    },
  };
  await entry.start();
  return entry;
}

export interface Proof {
  name: string;
  ok: boolean;
  detail: string;
}

export interface RehearsalReport {
  options: Omit<RehearsalOptions, 'adminDatabaseUrl' | 'redisUrl' | 'log'>;
  loadAverage: { start: string; end: string };
  setup: { importSeconds: number; registerSeconds: number; totalSeconds: number };
  rushSeconds: number;
  claimants: { total: number; finished: number; challenged: number; monthlyClaims: number; failures: Record<string, number> };
  steps: StepSummary[];
  claimsPerSecond: { peak: number; mean: number };
  indexer: { confirmations: number; peakLagBlocks: number; activeAtEnd: string };
  api: { peakCpuPercent: number; meanCpuPercent: number; peakRssMb: number };
  /** p99 of the claimants' own event-loop delay: part of every latency above. */
  clientLoopDelayP99Ms: number;
  database: { peakConnections: number; pgbouncerServerConnections: number };
  faults: { name: string; startSecond: number; endSecond: number }[];
  proofs: Proof[];
  budgets: { name: string; value: string; budget: string; ok: boolean }[];
  timeline: { second: number; ok: number; failed: number; p99: number }[];
  ok: boolean;
}

async function eventCount(chain: Chain, addresses: string[], topic: string, head: number): Promise<number> {
  let count = 0;
  for (let from = 0; from <= head; from += 5_000) {
    const logs = await chain.rpc<unknown[]>('eth_getLogs', [
      { address: addresses, fromBlock: `0x${from.toString(16)}`, toBlock: `0x${Math.min(head, from + 4_999).toString(16)}`, topics: [topic] },
    ]);
    count += logs.length;
  }
  return count;
}

async function callView(chain: Chain, to: string, data: string): Promise<string> {
  return chain.rpc<string>('eth_call', [{ to, data }, 'latest']);
}

/** The end-of-run proofs: nothing acknowledged is lost, nothing is issued twice, the index is whole, the books balance. */
async function prove(chain: Chain, databaseUrl: string, apiUrl: string, results: ClaimantResult[], recorder: Recorder): Promise<Proof[]> {
  const proofs: Proof[] = [];
  const { GMChallenge: challenge, GMVesting: vestings, GMToken: token } = chain.deployment.contracts;
  // Sign-ins: every session a claimant was given is stored (its refresh token's hash).
  const { createHash } = await import('node:crypto');
  const hashes = results.flatMap((result) => result.sessions.map((session) => createHash('sha256').update(session.refreshToken).digest('hex')));
  const [stored] = await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM refresh_tokens WHERE token_hash = ANY($1)', [hashes]);
  proofs.push({ name: 'every acknowledged sign-in is stored', ok: stored?.n === hashes.length, detail: `${stored?.n ?? 0} of ${hashes.length} sessions` });
  // Signatures: each one handed out is recorded, and is used on chain or unused and expired.
  const signatures = results.flatMap((result) => result.signatures);
  const nonces = signatures.map((signature) => signature.nonce);
  const [recorded] = await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM issued_signatures WHERE nonce = ANY($1::numeric[])', [nonces]);
  const distinct = new Set(nonces).size;
  const [duplicates] = await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM (SELECT nonce FROM issued_signatures GROUP BY nonce HAVING count(*) > 1) d');
  proofs.push({ name: 'no signature nonce was issued twice', ok: distinct === nonces.length && duplicates?.n === 0, detail: `${distinct} distinct of ${nonces.length} handed out; ${duplicates?.n ?? '?'} repeats stored` });
  const block = await chain.rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
  const now = Number(BigInt(block.timestamp));
  let used = 0;
  let expired = 0;
  let open = 0;
  for (let i = 0; i < signatures.length; i += 50) {
    const batch = signatures.slice(i, i + 50);
    const states = await Promise.all(
      batch.map(async (signature) => {
        const [isUsed] = CHALLENGE_ABI.decodeFunctionResult('usedNonces', await callView(chain, challenge, CHALLENGE_ABI.encodeFunctionData('usedNonces', [signature.user, signature.nonce]))) as unknown as [boolean];
        return isUsed ? 'used' : Number(signature.deadline) < now ? 'expired' : 'open';
      }),
    );
    used += states.filter((state) => state === 'used').length;
    expired += states.filter((state) => state === 'expired').length;
    open += states.filter((state) => state === 'open').length;
  }
  proofs.push({
    name: 'every acknowledged signature is recorded, and used on chain or unused and expired',
    ok: recorded?.n === nonces.length && open === 0,
    detail: `${recorded?.n ?? 0} of ${nonces.length} recorded; ${used} used, ${expired} expired unused, ${open} still open`,
  });
  // The index: every event on chain up to the head is in it.
  const head = Number(BigInt(await chain.rpc<string>('eth_blockNumber')));
  await waitUntil(
    'the index reaching the head',
    async () => {
      const status = (await (await fetch(`${apiUrl}/index/status`)).json()) as { index?: { indexedBlock?: number } };
      return (status.index?.indexedBlock ?? -1) >= head;
    },
    120_000,
  );
  const vestingAddresses = Object.values(vestings);
  const checks: [string, string[], string, string][] = [
    ['UserRegistered', [challenge], id('UserRegistered(address,uint256)'), 'idx_challenge_registrations'],
    ['BetRequested', [challenge], id('BetRequested(uint256,address,uint256,uint256,uint256,uint16,uint16)'), 'idx_challenge_bets'],
    ['BetResolved', [challenge], id('BetResolved(uint256,address,bool,uint256,uint256)'), 'idx_challenge_resolutions'],
    ['Claimed (GMChallenge)', [challenge], id('Claimed(address,uint256)'), 'idx_challenge_claims'],
    ['Vest', [challenge], id('Vest(address,uint256,uint256)'), 'idx_challenge_vests'],
    ['Claimed (GMVesting)', vestingAddresses, id('Claimed(uint256,address,uint256,uint256)'), 'idx_vesting_claims'],
  ];
  for (const [name, addresses, topic, table] of checks) {
    const onChain = await eventCount(chain, addresses, topic, head);
    const [indexed] = await sql<{ n: number }>(databaseUrl, `SELECT count(*)::int AS n FROM ${table} WHERE block_number <= $1`, [head]);
    proofs.push({ name: `every ${name} event is in the index`, ok: onChain === indexed?.n, detail: `${indexed?.n ?? 0} indexed of ${onChain} on chain (to block ${head})` });
  }
  // The books: PUBLIC GMVesting holds exactly what its schedules still owe; GMChallenge at least what it owes.
  const balance = async (holder: string): Promise<bigint> =>
    (TOKEN_ABI.decodeFunctionResult('balanceOf', await callView(chain, token, TOKEN_ABI.encodeFunctionData('balanceOf', [holder]))) as unknown as [bigint])[0];
  const [scheduled] = await sql<{ total: string }>(databaseUrl, 'SELECT coalesce(sum(total_amount), 0)::text AS total FROM idx_vesting_schedules WHERE contract = lower($1)', [vestings.PUBLIC]);
  const [publicClaims] = await sql<{ total: string }>(databaseUrl, 'SELECT coalesce(sum(amount), 0)::text AS total FROM idx_vesting_claims WHERE contract = lower($1)', [vestings.PUBLIC]);
  const publicBalance = await balance(vestings.PUBLIC);
  const publicOwed = BigInt(scheduled?.total ?? '0') - BigInt(publicClaims?.total ?? '0');
  proofs.push({ name: 'PUBLIC GMVesting holds exactly what its schedules owe', ok: publicBalance === publicOwed, detail: `balance ${publicBalance / GM} GM, owed ${publicOwed / GM} GM` });
  const read = async (fn: 'amount_owed' | 'amount_supply' | 'amount_registered'): Promise<bigint> =>
    (CHALLENGE_ABI.decodeFunctionResult(fn, await callView(chain, challenge, CHALLENGE_ABI.encodeFunctionData(fn, []))) as unknown as [bigint])[0];
  const [owed, supply, registered] = await Promise.all([read('amount_owed'), read('amount_supply'), read('amount_registered')]);
  const challengeBalance = await balance(challenge);
  const liabilities = owed + (supply - registered);
  proofs.push({
    name: 'GMChallenge holds at least what it owes (registered and unclaimed, plus unregistered supply)',
    ok: challengeBalance >= liabilities,
    detail: `balance ${challengeBalance / GM} GM, liabilities ${liabilities / GM} GM`,
  });
  const internal = recorder.attempts.filter((attempt) => attempt.status === 500).length;
  proofs.push({ name: 'no request got a 500', ok: internal === 0, detail: `${internal} × 500 in ${recorder.attempts.length} attempts` });
  return proofs;
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
}

export async function runRehearsal(options: RehearsalOptions): Promise<RehearsalReport> {
  const log = options.log ?? ((line: string) => console.log(`[rehearse] ${line}`));
  const logDir = options.logDir ?? mkdtempSync(path.join(tmpdir(), 'gm-rehearse-'));
  const loadStart = loadAverage();
  const setupStarted = Date.now();
  log(`logs in ${logDir}`);
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async (): Promise<void> => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const wallets = Array.from({ length: options.claimants }, (_, i) => claimantWallet(i));
    const database: ScratchDatabase = await createScratchDatabase(options.adminDatabaseUrl, 'gm_rehearse');
    cleanups.push(() => database.drop());

    // The chain and the eligibility import at once (the import goes straight to PostgreSQL, as an operator's would).
    const csv = path.join(logDir, 'eligibility.csv');
    const importing = (async () => {
      await writeEligibility(csv, wallets, options.rows);
      const started = Date.now();
      const { command, args } = apiCommand('import-eligibility');
      await runToEnd(launch('import', command, [...args, csv], { cwd: API_DIR, env: { DATABASE_URL: database.url }, logDir }));
      return (Date.now() - started) / 1_000;
    })();
    const chain = await startChain(logDir);
    cleanups.push(() => chain.stop());
    const importSeconds = await importing;
    log(`imported ${Math.max(options.rows, options.claimants).toLocaleString('en-US')} eligibility rows in ${importSeconds.toFixed(1)} s`);
    // The chain's setup (automine), the indexers and the API instances at once.
    const pooler: PgBouncer = await startPgBouncer({ databaseUrl: database.url, poolSize: 20, logDir });
    cleanups.push(() => pooler.stop());
    const registering = (async () => {
      const registerStarted = Date.now();
      await registerOnChain(chain, wallets, options.registered);
      const seconds = (Date.now() - registerStarted) / 1_000;
      log(`registered ${Math.max(options.registered, options.claimants).toLocaleString('en-US')} users on chain in ${seconds.toFixed(1)} s`);
      for (let i = 0; i < wallets.length; i += 100) {
        await Promise.all(wallets.slice(i, i + 100).map((wallet) => chain.rpc('hardhat_setBalance', [wallet.address, '0x8ac7230489e80000'])));
      }
      await chain.mineLikeBsc(options.blockMs, options.blockGasLimit);
      return seconds;
    })();
    const indexers: Awaited<ReturnType<typeof startIndexer>>[] = [];
    cleanups.push(async () => {
      for (const indexer of indexers) await indexer.proc.stop();
    });
    const indexing = (async () => {
      indexers.push(await startIndexer('indexer-1', chain, pooler.url, logDir));
      // The second one finds the lease taken and waits as the standby.
      indexers.push(await startIndexer('indexer-2', chain, pooler.url, logDir));
    })();
    const clusterReady = startApiCluster({
      count: options.instances,
      workersPerInstance: options.workersPerInstance,
      databaseUrl: pooler.url,
      redisUrl: options.redisUrl,
      logDir,
      env: {
        DEPLOYMENT_FILE: chain.deploymentFile,
        CHAIN_RPC_URLS: chain.nodes.map((node) => node.url).join(','),
        SIWE_DOMAIN: DOMAIN,
        // A CDN in front of nginx: the claimant's own address reaches the limits (two trusted hops).
        TRUST_PROXY: '2',
        DB_POOL_SIZE: '10',
      },
      webEnv: { DEPLOYMENT_FILE: chain.deploymentFile, VITE_RPC_URLS: chain.nodes.map((node) => node.url).join(',') },
    });
    const [registered, , clusterOutcome] = await Promise.allSettled([registering, indexing, clusterReady]);
    if (clusterOutcome.status === 'fulfilled') cleanups.push(() => clusterOutcome.value.stop());
    for (const outcome of [registered, clusterOutcome]) if (outcome.status === 'rejected') throw outcome.reason;
    await indexing;
    const registerSeconds = registered.status === 'fulfilled' ? registered.value : 0;
    const cluster: ApiCluster = (clusterOutcome as PromiseFulfilledResult<ApiCluster>).value;
    const setupSeconds = (Date.now() - setupStarted) / 1_000;
    log(`stack up in ${setupSeconds.toFixed(0)} s: ${options.instances} API instances × ${options.workersPerInstance} workers behind ${cluster.web.url}`);

    // The rush.
    const recorder = new Recorder();
    const sampler = startSampler({
      recorder,
      apiGroups: () => cluster.instances.map((instance) => instance.proc().child.pid ?? 0).filter(Boolean),
      databaseUrl: database.url,
      chainHead: async () => Number(BigInt(await chain.rpc<string>('eth_blockNumber'))),
      indexers: indexers.map((indexer, i) => ({ name: `indexer-${i + 1}`, metricsUrl: indexer.metricsUrl })),
    });
    let rpcNodes = chain.nodes.map((node) => node.url);
    const context = {
      apiUrl: cluster.apiUrl,
      rpcUrls: () => rpcNodes,
      domain: DOMAIN,
      chainId: chain.deployment.chainId,
      challenge: chain.deployment.contracts.GMChallenge,
      observe: recorder.observe,
      betUnit: 100n * GM,
    };
    const challengeEvery = options.challengeShare > 0 ? Math.max(1, Math.round(1 / options.challengeShare)) : 0;
    const rushStarted = Date.now();
    // A fault that does not heal (the standby never takes the lease…) is a failed proof, not a crash.
    const faultErrors: string[] = [];
    const faultRuns = scheduleFaults(options.faults, options.rampSeconds, recorder, { cluster, pooler, chain, indexers, setRpcNodes: (urls) => (rpcNodes = urls) }, log, faultErrors);
    const results = await Promise.all(
      wallets.map(async (wallet, i) => {
        await sleep(arrivalSecond(i, wallets.length, options.rampSeconds) * 1_000);
        const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        return runClaimant(context, wallet, challengeEvery > 0 && i % challengeEvery === challengeEvery - 1, ip);
      }),
    );
    await faultRuns;
    const rushSeconds = (Date.now() - rushStarted) / 1_000;
    const finished = results.filter((result) => result.finished);
    log(`rush over in ${rushSeconds.toFixed(0)} s: ${finished.length} of ${results.length} claimants finished`);

    // A month later: each claimant's first monthly release.
    await chain.rpc('evm_increaseTime', [31 * 24 * 3600]);
    await chain.rpc('evm_mine');
    let monthly = 0;
    for (let i = 0; i < finished.length; i += 100) {
      const batch = finished.slice(i, i + 100);
      const done = await Promise.all(
        batch.map((result) => monthlyClaim(context, wallets.find((wallet) => wallet.address === result.address) as Wallet, chain.deployment.contracts.GMVesting.PUBLIC, result.scheduleId ?? 0n)),
      );
      monthly += done.filter(Boolean).length;
    }
    await sleep(options.blockMs * 3);
    await sampler.stop();
    const proofs = await prove(chain, database.url, cluster.apiUrl, results, recorder);
    proofs.unshift({
      name: 'every fault healed (the instance came back, the database and the node answered again, the standby took the lease)',
      ok: faultErrors.length === 0,
      detail: faultErrors.length === 0 ? `${options.faults.length} fault(s)` : faultErrors.join('; '),
    });
    return buildReport({ options, recorder, results, proofs, monthly, importSeconds, registerSeconds, setupSeconds, rushSeconds, rushStarted, loadStart, pooler, indexers: indexers.length });
  } finally {
    await cleanUp();
  }
}

interface FaultTargets {
  cluster: ApiCluster;
  pooler: PgBouncer;
  chain: Chain;
  indexers: { proc: Proc; metricsUrl: string; start(): Promise<void> }[];
  setRpcNodes(urls: string[]): void;
}

/** Each fault at its moment of the rush (a share of the ramp), one window each in the recorder. */
async function scheduleFaults(faults: Fault[], rampSeconds: number, recorder: Recorder, targets: FaultTargets, log: (line: string) => void, errors: string[]): Promise<void> {
  const at: Record<Fault, number> = { 'api-kill': 0.15, 'db-cut': 0.35, 'rpc-dead': 0.55, 'indexer-kill': 0.7 };
  await Promise.all(
    faults.map((fault) =>
      runFault(fault).catch((error: unknown) => {
        errors.push(`${fault}: ${(error as Error).message}`);
        log(`fault ${fault} did not heal: ${(error as Error).message}`);
      }),
    ),
  );

  async function runFault(fault: Fault): Promise<void> {
    await sleep(at[fault] * rampSeconds * 1_000);
    log(`fault: ${fault}`);
    if (fault === 'api-kill') {
      const instance = targets.cluster.instances[0];
      if (!instance) return;
      await recorder.fault(fault, () => instance.kill(), () => instance.start(), 5_000);
    } else if (fault === 'db-cut') {
      await recorder.fault(fault, () => targets.pooler.outage(), () => targets.pooler.heal(), 10_000);
    } else if (fault === 'rpc-dead') {
      // Node #1 stops answering for a fifth of the ramp; everyone moves to node #2 meanwhile.
      const [first] = targets.chain.nodes;
      if (!first) return;
      await recorder.fault(fault, () => first.down(), () => first.up(), Math.max(5_000, rampSeconds * 200));
    } else {
      const holder = await findLeaseHolder(targets.indexers);
      if (!holder) throw new Error('no indexer held the writer lease when the fault came');
      await recorder.fault(
        fault,
        () => holder.proc.kill(),
        async () => {
          await waitUntil('the standby indexer taking the lease', async () => (await findLeaseHolder(targets.indexers)) !== undefined, 30_000);
          await holder.start();
        },
        0,
      );
    }
    log(`healed: ${fault}`);
  }
}

async function findLeaseHolder<T extends { metricsUrl: string; proc: Proc }>(indexers: T[]): Promise<T | undefined> {
  for (const indexer of indexers) {
    if (!indexer.proc.alive()) continue;
    const text = await fetch(`${indexer.metricsUrl}/metrics`).then((response) => response.text()).catch(() => '');
    if (/^gm_indexer_lease_held 1$/m.test(text)) return indexer;
  }
  return undefined;
}

function buildReport(input: {
  options: RehearsalOptions;
  recorder: Recorder;
  results: ClaimantResult[];
  proofs: Proof[];
  monthly: number;
  importSeconds: number;
  registerSeconds: number;
  setupSeconds: number;
  rushSeconds: number;
  rushStarted: number;
  loadStart: string;
  pooler: PgBouncer;
  indexers: number;
}): RehearsalReport {
  const { recorder, results, options } = input;
  const steps = recorder.summarise().sort((a, b) => a.step.localeCompare(b.step));
  const failures: Record<string, number> = {};
  for (const result of results.filter((item) => !item.finished)) {
    const kind = (result.error ?? 'unknown').split(':')[0] ?? 'unknown';
    failures[kind] = (failures[kind] ?? 0) + 1;
  }
  // Claims per second on chain: confirmed claim & vest transactions per block, blocks at BSC's rhythm.
  const perBlock = new Map<number, number>();
  for (const result of results) if (result.claimBlock !== undefined) perBlock.set(result.claimBlock, (perBlock.get(result.claimBlock) ?? 0) + 1);
  const blocks = [...perBlock.keys()].sort((a, b) => a - b);
  const windowBlocks = 4;
  let peak = 0;
  for (const first of blocks) {
    let sum = 0;
    for (let b = first; b < first + windowBlocks; b++) sum += perBlock.get(b) ?? 0;
    peak = Math.max(peak, sum / ((windowBlocks * options.blockMs) / 1_000));
  }
  const span = blocks.length > 0 ? ((blocks[blocks.length - 1] as number) - (blocks[0] as number) + 1) * (options.blockMs / 1_000) : 1;
  const claims = [...perBlock.values()].reduce((sum, n) => sum + n, 0);
  const samples = recorder.samples;
  const lags = samples.map((sample) => sample.indexerLag).filter((lag) => lag >= 0);
  const cpu = samples.map((sample) => sample.apiCpuPercent);
  const finishedShare = results.filter((result) => result.finished).length / Math.max(1, results.length);
  const apiSteps = steps.filter((step) => API_STEPS.has(step.step));
  const worstApiP99 = Math.max(0, ...apiSteps.map((step) => step.p99OutsideFaults));
  const confirmations = 0;
  const peakLag = Math.max(0, ...lags);
  const internalErrors = recorder.attempts.filter((attempt) => attempt.status === 500).length;
  const budgets = [
    { name: 'claimants who finish', value: `${(finishedShare * 100).toFixed(2)}%`, budget: `≥ ${BUDGETS.finishedShare * 100}%`, ok: finishedShare >= BUDGETS.finishedShare },
    { name: 'p99 of every API step outside fault windows', value: `${worstApiP99} ms`, budget: `≤ ${BUDGETS.apiP99Ms} ms`, ok: worstApiP99 <= BUDGETS.apiP99Ms },
    { name: 'indexer lag at peak', value: `${peakLag} blocks`, budget: `≤ ${confirmations} + ${BUDGETS.indexerLagOverConfirmations}`, ok: peakLag <= confirmations + BUDGETS.indexerLagOverConfirmations },
    { name: '500 answers', value: String(internalErrors), budget: '0', ok: internalErrors === BUDGETS.internalErrors },
  ];
  const { adminDatabaseUrl: _admin, redisUrl: _redis, log: _log, ...shownOptions } = options;
  return {
    options: shownOptions,
    loadAverage: { start: input.loadStart, end: loadAverage() },
    setup: { importSeconds: round(input.importSeconds), registerSeconds: round(input.registerSeconds), totalSeconds: round(input.setupSeconds) },
    rushSeconds: round(input.rushSeconds),
    claimants: {
      total: results.length,
      finished: results.filter((result) => result.finished).length,
      challenged: results.filter((result) => result.challenged && result.finished).length,
      monthlyClaims: input.monthly,
      failures,
    },
    steps,
    claimsPerSecond: { peak: round(peak), mean: round(claims / span) },
    indexer: { confirmations, peakLagBlocks: peakLag, activeAtEnd: samples[samples.length - 1]?.activeIndexer ?? 'none' },
    api: { peakCpuPercent: Math.max(0, ...cpu), meanCpuPercent: Math.round(cpu.reduce((a, b) => a + b, 0) / Math.max(1, cpu.length)), peakRssMb: Math.max(0, ...samples.map((sample) => sample.apiRssMb)) },
    clientLoopDelayP99Ms: recorder.clientLoopDelayP99Ms(),
    database: { peakConnections: Math.max(0, ...samples.map((sample) => sample.dbConnections)), pgbouncerServerConnections: 20 },
    faults: recorder.windows.map((window) => ({
      name: window.name,
      startSecond: round((window.start - recorder.startedAt) / 1_000),
      endSecond: round((window.end - recorder.startedAt) / 1_000),
    })),
    proofs: input.proofs,
    budgets,
    timeline: recorder.timeline(API_STEPS),
    ok: budgets.every((budget) => budget.ok) && input.proofs.every((proof) => proof.ok),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export const REHEARSAL_DEFAULTS = { blockMs: BSC_BLOCK_MS, blockGasLimit: BSC_BLOCK_GAS_LIMIT };
// chainCall is re-exported for tests that read the chain the way claimants do.
export { chainCall };
