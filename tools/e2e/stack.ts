/**
 * The local stack for browser journeys, isolated from a developer's `npm run dev`: the chain
 * (Hardhat node, Ignition deployment, VRF fulfiller), a fresh database with the demo seed and extra
 * accounts (with TEST_DATABASE_URL, as in CI, a scratch database on that PostgreSQL server, as production
 * runs; without it a PGlite directory served over the PostgreSQL protocol, as `npm run dev` does), the
 * event indexer and the API on that database, the sponsoring relayer (`npm run relayer`: its own outbox
 * database, a second scratch database or its own PGlite, and a funded dev key, account 25), and the production build of the web app (apps/web/dist, `nx run
 * web:build`) served by Debian's nginx through the image's entrypoint (tools/serve/web-server.ts), its
 * /config.json written from this stack's deployment file, each on its own free port, with its own
 * deployment file and Ignition deployment id. Each part runs as its own process group with its output
 * in a log file; stop() ends exactly the groups it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '@gm-claim/shared/node/repo-root';
import { Wallet } from 'ethers';
import { apiCommand } from '../rehearse/processes';
import { freePort, pickPorts } from './ports';
import { devPrivateKey } from './wallet';
import { assertServingToolsInstalled, assertWebBuilt, startWebServer, type WebServer } from '../serve/web-server';
import { stopProcessGroup } from '@gm-claim/shared/node/process-group';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@gm-claim/server/db/scratch-database';

export const REPO_ROOT = findRepoRoot();
const BIN = path.join(REPO_ROOT, 'node_modules/.bin');
const CONTRACTS_DIR = path.join(REPO_ROOT, 'contracts');
const API_DIR = path.join(REPO_ROOT, 'apps/api');

/**
 * A server program's entry point as a command: the production bundle (apps/<app>/dist, the apps' `build` targets,
 * which the e2e target depends on) when it is newer than the sources, else the sources through tsx.
 */
function apiEntry(entry: Parameters<typeof apiCommand>[0], extra: string[] = []): [string, string[]] {
  const { command, args } = apiCommand(entry);
  return [command, [...args, ...extra]];
}

/** The folder a server program runs in (its app's). */
const appDir = (entry: Parameters<typeof apiCommand>[0]): string => apiCommand(entry).cwd;

/** A workspace's own node_modules/.bin entry (npm may not hoist it), else the root one. */
function bin(name: string, workspaceDir: string = REPO_ROOT): string {
  const own = path.join(workspaceDir, 'node_modules/.bin', name);
  return existsSync(own) ? own : path.join(BIN, name);
}

export type ClaimType = 'PUBLIC' | 'BACKER' | 'ECOSYSTEM' | 'TEAM' | 'MARKETING';

export interface Deployment {
  chainId: number;
  rpcUrl: string;
  tgeTimestamp: number;
  contracts: {
    GMToken: string;
    GMChallenge: string;
    GMVesting: Record<ClaimType, string>;
    Multicall3: string;
    VRFV2PlusWrapper: string;
  };
}

export interface StackUrls {
  rpc: string;
  vrfControl: string;
  api: string;
  /** http://localhost:<port>: the API's SIWE domain is set to this host. */
  web: string;
  /** postgres://…: the database the API and the indexer share (a scratch database, or the PGlite socket server). */
  database: string;
  /** The indexer's metrics and /healthz. */
  indexerMetrics: string;
  /** The sponsoring relayer's origin (its API under /relay, /metrics, /healthz); the web's relayerUrl is `${relayer}/relay`. */
  relayer: string;
}

export interface StackOptions {
  /** Logs (chain.log, seed.log, db.log, indexer.log, api.log, web.log, task.log), the PGlite data and the deployment file. */
  runDir: string;
  /** Extra eligibility rows (CSV with the import header) imported after the demo seed. */
  eligibilityCsv?: string;
}

export interface Stack {
  urls: StackUrls;
  deployment: Deployment;
  /** Stops the API (the rest, its database server included, keeps running); startApi() brings it back on the same port and data. */
  stopApi(): Promise<void>;
  /** Starts the API again; `env` overrides its settings (e.g. ACCESS_TOKEN_TTL_SECONDS) until the next start. */
  startApi(env?: NodeJS.ProcessEnv): Promise<void>;
  /**
   * A second API process on the same database with the stack's settings and `env` on top, on a free
   * port or on `port` (a journey points its pages at it with `apiUrl`, the main API untouched; the same
   * port brings a stopped one back where its pages look); stop() ends it.
   */
  startSecondApi(env?: NodeJS.ProcessEnv, port?: number): Promise<{ url: string; port: number; stop(): Promise<void> }>;
  /** Stops the indexer (the API keeps answering from what is indexed); startIndexer() resumes from its cursor. */
  stopIndexer(): Promise<void>;
  startIndexer(env?: NodeJS.ProcessEnv): Promise<void>;
  /** Stops the relayer (the web then finds it unreachable); startRelayer() brings it back on the same port, key and outbox. */
  stopRelayer(): Promise<void>;
  startRelayer(env?: NodeJS.ProcessEnv): Promise<void>;
  /** Runs an owner task: `hardhat --network localhost gm <args>` against this stack's deployment. */
  ownerTask(args: string[]): Promise<string>;
  /** Where the published allocation lists go (ALLOCATIONS_DIR of the web server: /allocations/<version>/…). */
  allocationsDir: string;
  /**
   * The public status page's writer (apps/status-writer), writing into the folder the web's nginx serves as
   * /status.json (issue 34 §2), every second; `env` names what it probes (STATUS_API_URLS, …). The stack starts
   * none: a journey starts its own and stops it.
   */
  startStatusWriter(env?: NodeJS.ProcessEnv): Promise<{ stop(): Promise<void> }>;
  stop(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    return (await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function waitUntil(label: string, check: () => Promise<boolean>, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${label} exited (${child.exitCode ?? child.signalCode}) before it was ready; see ${logFile}`);
    }
    if (Date.now() > deadline) throw new Error(`${label} was not ready within ${timeoutMs / 1000} s; see ${logFile}`);
    await sleep(250);
  }
}

/** Node 24 from node_modules/.bin first: the pinned toolchain, whatever node the caller runs. */
function childEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`, FORCE_COLOR: '0', ...extra };
}

function launch(command: string, args: string[], cwd: string, logFile: string, env: NodeJS.ProcessEnv): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // A command that cannot start (ENOENT) ends as an exit the callers already report.
  child.on('error', (error) => log.write(`\n[e2e] ${command} could not start: ${error.message}\n`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

function run(command: string, args: string[], cwd: string, logFile: string, env: NodeJS.ProcessEnv): Promise<string> {
  const child = launch(command, args, cwd, logFile, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${code}); see ${logFile}\n${output.slice(-2_000)}`)),
    );
  });
}

function stopGroup(child: ChildProcess): Promise<void> {
  return stopProcessGroup(child, 8_000);
}

/** The web server's /config.json must be this stack's (DEPLOYMENT_FILE), not a developer's `npm run dev` one. */
async function assertWebServesStack(webUrl: string, deploymentFile: string, apiUrl: string): Promise<void> {
  const deployment = JSON.parse(readFileSync(deploymentFile, 'utf8')) as Deployment;
  const served = (await (await fetch(`${webUrl}/config.json`)).json()) as { apiUrl?: string; contracts?: { GMChallenge?: string } };
  if (served.apiUrl !== apiUrl || served.contracts?.GMChallenge !== deployment.contracts.GMChallenge) {
    throw new Error(`the web server serves another stack's /config.json: ${JSON.stringify(served)}`);
  }
}

/**
 * Starts the whole stack on free ports. The chain starts the way `npm run chain` does (build without
 * the Solidity tests, then run with --no-compile), but without npm in between, so the harness signals
 * the chain process itself.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const { runDir } = options;
  // Up front, before anything starts: the web is the production build, served by nginx.
  assertServingToolsInstalled({ brotli: false });
  assertWebBuilt();
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const log = (name: string): string => path.join(runDir, `${name}.log`);
  const ports = await pickPorts();
  // With a PostgreSQL server (TEST_DATABASE_URL: CI, and a developer who has one), the API and the indexer share a
  // scratch database of this run and the relayer's outbox has another, dropped at stop(): PostgreSQL as production runs
  // it, and none of PGlite's WebAssembly beside the browser on a 2-core machine. Without one, a PGlite directory served
  // over the PostgreSQL protocol and the relayer's own PGlite, as `npm run dev` runs them (libs/server's tests cover
  // the PGlite wire server either way).
  const adminUrl = process.env['TEST_DATABASE_URL'];
  const scratch = adminUrl ? await scratchDatabases(adminUrl) : undefined;
  const urls: StackUrls = {
    rpc: `http://127.0.0.1:${ports.chain}`,
    vrfControl: `http://127.0.0.1:${ports.vrf}`,
    api: `http://127.0.0.1:${ports.api}`,
    web: `http://localhost:${ports.web}`,
    database: scratch ? scratch.app.url : `postgres://postgres@127.0.0.1:${ports.db}/postgres`,
    indexerMetrics: `http://127.0.0.1:${ports.indexerMetrics}`,
    relayer: `http://127.0.0.1:${ports.relayer}`,
  };
  const deploymentFile = path.join(runDir, 'deployment.json');
  const allocationsDir = path.join(runDir, 'allocations');
  mkdirSync(allocationsDir, { recursive: true });
  const deploymentId = `e2e-${ports.chain}`;
  const ignitionDir = path.join(CONTRACTS_DIR, 'ignition/deployments', deploymentId);
  const dataDir = path.join(runDir, 'pglite');
  // The status writer's folder, served by nginx as /status.json: open to nginx's workers (another user under root).
  const statusDir = mkdtempSync(path.join(tmpdir(), 'gm-e2e-status-'));
  chmodSync(statusDir, 0o755);
  const chainEnv = { CHAIN_HOST: '127.0.0.1', CHAIN_PORT: String(ports.chain), VRF_CONTROL_PORT: String(ports.vrf) };
  // On PGlite the seed and imports write the data folder directly (COPY does not pass through the socket server);
  // then one server process opens it for the API and the indexer. On PostgreSQL they write the scratch database.
  const apiEnv = {
    HOST: '127.0.0.1',
    PORT: String(ports.api),
    DATABASE_URL: urls.database,
    DEPLOYMENT_FILE: deploymentFile,
    CHAIN_RPC_URLS: urls.rpc,
    SIWE_DOMAIN: `localhost:${ports.web}`,
    CORS_ORIGINS: `http://localhost:${ports.web},http://127.0.0.1:${ports.web}`,
    // One browser signs in a dozen times within a minute from one IP, and journeys run side by side
    // (journeys/context.ts, lanes): no journey tests the API's own rate limits (429 is routed in the browser).
    AUTH_RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
  };
  const seedEnv: NodeJS.ProcessEnv = scratch ? apiEnv : { ...apiEnv, DATABASE_URL: undefined, PGLITE_DATA_DIR: dataDir };
  const indexerEnv = {
    DATABASE_URL: urls.database,
    DEPLOYMENT_FILE: deploymentFile,
    INDEXER_RPC_URLS: urls.rpc,
    INDEXER_METRICS_HOST: '127.0.0.1',
    INDEXER_METRICS_PORT: String(ports.indexerMetrics),
    // The local chain's default (500 ms): every poll asks the chain for its head.
    INDEXER_POLL_INTERVAL_MS: '500',
    INDEXER_OPERATOR_STATUS_INTERVAL_MS: '0',
    LOG_LEVEL: 'warn',
  };
  // The relayer: its own outbox (a scratch database, or PGlite), a dev key no journey signs with (account 25, funded below),
  // the web's origin allowed (the app calls it directly, as it calls the API).
  const relayerEnv = {
    RELAYER_HOST: '127.0.0.1',
    RELAYER_PORT: String(ports.relayer),
    RELAYER_PRIVATE_KEY: devPrivateKey(RELAYER_ACCOUNT),
    RELAYER_RPC_URLS: urls.rpc,
    ...(scratch ? { RELAYER_DATABASE_URL: scratch.relayer.url } : { RELAYER_PGLITE_DATA_DIR: path.join(runDir, 'relayer-pglite') }),
    RELAYER_CORS_ORIGINS: `http://localhost:${ports.web},http://127.0.0.1:${ports.web}`,
    // The production default (500 ms): each pass reads its outbox and asks the chain.
    RELAYER_POLL_INTERVAL_MS: '500',
    DEPLOYMENT_FILE: deploymentFile,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
  const started: ChildProcess[] = [];
  let api: ChildProcess | undefined;
  let indexer: ChildProcess | undefined;
  let relayer: ChildProcess | undefined;
  let db: ChildProcess | undefined;
  let web: WebServer | undefined;

  const startChain = async (): Promise<void> => {
    // `nx run tools:e2e` has built the contracts (contracts:build) and says so: no second build, which
    // could race the contract tests compiling in the same folder.
    if (process.env.E2E_CONTRACTS_BUILT !== 'true') {
      await run(bin('hardhat', CONTRACTS_DIR), ['build', '--no-tests', '--quiet'], CONTRACTS_DIR, log('chain'), {});
    }
    const chain = launch(bin('hardhat', CONTRACTS_DIR), ['run', '--no-compile', 'scripts/local-chain.ts'], CONTRACTS_DIR, log('chain'), {
      ...chainEnv,
      CHAIN_DEPLOYMENT_FILE: deploymentFile,
      CHAIN_DEPLOYMENT_ID: deploymentId,
    });
    started.push(chain);
    await waitUntil('the chain', async () => existsSync(deploymentFile) && (await answers(`${urls.vrfControl}/health`)), chain, log('chain'), 180_000);
  };
  const seedDatabase = async (): Promise<void> => {
    await run(...apiEntry('seed'), API_DIR, log('seed'), seedEnv);
    if (options.eligibilityCsv) {
      const csv = path.join(runDir, 'eligibility.csv');
      writeFileSync(csv, options.eligibilityCsv);
      await run(...apiEntry('import-eligibility', [csv]), API_DIR, log('seed'), seedEnv);
    }
    if (!scratch) await startDb();
  };
  const startWeb = async (): Promise<void> => {
    // The entrypoint writes /config.json from this stack's deployment file (so after the chain has
    // written it) and points the app at this stack's API, which it calls directly (CORS), as in
    // development: a journey that stops the API sees the browser's own "no response".
    web = await startWebServer({
      apiUpstream: urls.api,
      port: ports.web,
      env: {
        DEPLOYMENT_FILE: deploymentFile,
        VITE_API_URL: urls.api,
        VITE_RELAYER_URL: `${urls.relayer}/relay`,
        ALLOCATIONS_DIR: allocationsDir,
        STATUS_DIR: statusDir,
      },
    });
  };
  const stopWeb = async (): Promise<void> => {
    if (!web) return;
    writeFileSync(log('web'), web.output());
    await web.stop();
  };
  const startApi = async (env: NodeJS.ProcessEnv = {}): Promise<void> => {
    api = launch(...apiEntry('main'), API_DIR, log('api'), { ...apiEnv, ...env });
    started.push(api);
    await waitUntil('the API', () => answers(`${urls.api}/healthz`), api, log('api'), 60_000);
  };
  const startSecondApi = async (env: NodeJS.ProcessEnv = {}, fixedPort?: number): Promise<{ url: string; port: number; stop(): Promise<void> }> => {
    const port = fixedPort ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const second = launch(...apiEntry('main'), API_DIR, log('api-second'), { ...apiEnv, PORT: String(port), ...env });
    started.push(second);
    try {
      await waitUntil('the second API', () => answers(`${url}/healthz`), second, log('api-second'), 60_000);
    } catch (error) {
      await stopGroup(second);
      throw error;
    }
    return { url, port, stop: () => stopGroup(second) };
  };
  const startDb = async (): Promise<void> => {
    db = launch(bin('tsx', API_DIR), ['src/cli/pglite-server.ts'], API_DIR, log('db'), {
      PGLITE_DATA_DIR: dataDir,
      PGLITE_SERVER_HOST: '127.0.0.1',
      PGLITE_SERVER_PORT: String(ports.db),
    });
    started.push(db);
    await waitUntil('the PGlite database server', () => tcpOpen(ports.db), db, log('db'), 60_000);
  };
  const startIndexer = async (env: NodeJS.ProcessEnv = {}): Promise<void> => {
    indexer = launch(...apiEntry('indexer'), appDir('indexer'), log('indexer'), { ...indexerEnv, ...env });
    started.push(indexer);
    await waitUntil('the indexer', () => answers(`${urls.indexerMetrics}/healthz`), indexer, log('indexer'), 60_000);
  };
  const startRelayer = async (env: NodeJS.ProcessEnv = {}): Promise<void> => {
    relayer = launch(...apiEntry('relayer'), appDir('relayer'), log('relayer'), { ...relayerEnv, ...env });
    started.push(relayer);
    await waitUntil('the relayer', () => answers(`${urls.relayer}/healthz`), relayer, log('relayer'), 60_000);
  };
  const stopAll = async (): Promise<void> => {
    await stopWeb();
    for (const child of [...started].reverse()) await stopGroup(child);
    await scratch?.drop();
    // The chain script removes these itself on SIGTERM; this covers a chain that had to be killed.
    rmSync(ignitionDir, { recursive: true, force: true });
    rmSync(deploymentFile, { force: true });
  };

  try {
    const chainReady = startChain().then(startWeb);
    const seeded = seedDatabase();
    // Settle both before going on, so that a failure of one never leaves the other starting.
    const outcomes = await Promise.allSettled([chainReady, seeded]);
    const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    await startIndexer();
    await rpc(urls.rpc, 'hardhat_setBalance', [relayerAddress(), '0x56bc75e2d63100000']);
    await Promise.all([startApi(), startRelayer()]);
    await assertWebServesStack(urls.web, deploymentFile, urls.api);
  } catch (error) {
    await stopAll();
    throw error;
  }

  const deployment = JSON.parse(readFileSync(deploymentFile, 'utf8')) as Deployment;
  let ownerTasks: Promise<unknown> = Promise.resolve();
  return {
    urls,
    allocationsDir,
    deployment,
    stopApi: async () => {
      if (api) await stopGroup(api);
    },
    startApi,
    startSecondApi,
    stopIndexer: async () => {
      if (indexer) await stopGroup(indexer);
    },
    startIndexer,
    stopRelayer: async () => {
      if (relayer) await stopGroup(relayer);
    },
    startRelayer,
    // One at a time: each sends the owner's (account 0) transactions, and journeys in two lanes may
    // ask at once (two processes would pick the same nonce).
    ownerTask: (args) => {
      const task = ownerTasks.then(() =>
        run(bin('hardhat', CONTRACTS_DIR), ['--network', 'localhost', 'gm', ...args, '--deployment-id', deploymentId], CONTRACTS_DIR, log('task'), chainEnv),
      );
      ownerTasks = task.catch(() => undefined);
      return task;
    },
    startStatusWriter: async (env = {}) => {
      const writer = launch(...apiEntry('status-writer'), appDir('status-writer'), log('status-writer'), {
        DATABASE_URL: urls.database,
        DEPLOYMENT_FILE: deploymentFile,
        STATUS_FILE: path.join(statusDir, 'status.json'),
        STATUS_RPC_URLS: urls.rpc,
        STATUS_INTERVAL_MS: '1000',
        STATUS_TIMEOUT_MS: '1500',
        ...env,
      });
      started.push(writer);
      return { stop: () => stopGroup(writer) };
    },
    stop: async () => {
      await stopAll();
      rmSync(statusDir, { recursive: true, force: true });
    },
  };
}

/** The stack's two scratch databases on the server of `adminUrl`: the API's and indexer's, and the relayer's outbox. */
async function scratchDatabases(adminUrl: string): Promise<{ app: ScratchDatabase; relayer: ScratchDatabase; drop(): Promise<void> }> {
  const [app, relayer] = await Promise.all([createScratchDatabase(adminUrl, 'gm_e2e'), createScratchDatabase(adminUrl, 'gm_e2e_relayer')]);
  return {
    app,
    relayer,
    drop: async () => {
      for (const { name } of [app, relayer]) await dropScratchDatabase(adminUrl, name).catch(() => undefined);
    },
  };
}

/** The dev account the stack's relayer sends from (Hardhat's mnemonic; no journey signs with it). */
export const RELAYER_ACCOUNT = 25;

function relayerAddress(): string {
  return new Wallet(devPrivateKey(RELAYER_ACCOUNT)).address;
}

function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Waits until the API's index has every event up to `block` (default: the chain's head now), so a
 * journey can read history, a Challenge or the fairness table the indexer builds.
 */
export async function waitForIndex(stack: Stack, block?: number, timeoutMs = 30_000): Promise<void> {
  const target = block ?? Number(BigInt(await rpc<string>(stack.urls.rpc, 'eth_blockNumber')));
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${stack.urls.api}/index/status`);
      last = await response.text();
      const indexed = (JSON.parse(last) as { index?: { indexedBlock?: number | null } }).index?.indexedBlock;
      if (typeof indexed === 'number' && indexed >= target) return;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(200);
  }
  throw new Error(`the index did not reach block ${target} within ${timeoutMs} ms (last /index/status: ${last})`);
}

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** Moves the chain's clock forward and mines a block with the new time. */
export async function increaseTime(stack: Stack, seconds: number): Promise<void> {
  await rpc(stack.urls.rpc, 'evm_increaseTime', [seconds]);
  await mineBlock(stack);
}

/**
 * Automine on or off. Off, a sent transaction waits in the pool until a block is mined (`mineBlock`):
 * only outside the lanes, or every other journey's transaction waits too.
 */
export async function setAutomine(stack: Stack, on: boolean): Promise<void> {
  await rpc(stack.urls.rpc, 'evm_setAutomine', [on]);
}

export async function mineBlock(stack: Stack): Promise<void> {
  await rpc(stack.urls.rpc, 'evm_mine');
}

/** The latest block's timestamp (unix seconds). */
export async function chainTime(stack: Stack): Promise<number> {
  const block = await rpc<{ timestamp: string }>(stack.urls.rpc, 'eth_getBlockByNumber', ['latest', false]);
  return Number(block.timestamp);
}

export interface FulfillerStatus {
  auto: boolean;
  pending: string[];
  queuedWordSets: number;
  fulfilled: number;
}

/** The VRF fulfiller's control endpoint (contracts/scripts/vrf-fulfiller.ts). */
export function vrfControl(stack: Stack) {
  const control = async <T>(route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${stack.urls.vrfControl}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T & { message?: string; error?: string };
    if (!response.ok) throw new Error(`VRF control ${route}: ${json.message ?? json.error ?? response.status}`);
    return json;
  };
  return {
    status: (): Promise<FulfillerStatus> => control<FulfillerStatus>('/health'),
    /** Holds requests (auto false) or fulfils as they come (true). */
    setAuto: (auto: boolean): Promise<unknown> => control('/mode', { auto }),
    /** Queues the random words of the next automatic fulfilment (decimal strings). */
    queueWords: (words: string[]): Promise<unknown> => control('/next-words', { words }),
    fulfil: (requestId: string, words?: string[]): Promise<unknown> => control('/fulfil', { requestId, ...(words ? { words } : {}) }),
  };
}
