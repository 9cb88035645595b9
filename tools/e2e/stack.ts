/**
 * The local stack for browser journeys: the chain (Hardhat node, deployment, VRF fulfiller), the
 * API on a fresh embedded database with the demo seed, and the web dev server. Each part runs as
 * its own process group with its output in a log file; stop() ends exactly the groups it started.
 * Parts already answering on their port are reused (and left running).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RPC_URL = 'http://127.0.0.1:8545';
export const VRF_CONTROL_URL = 'http://127.0.0.1:8547';
export const API_URL = 'http://127.0.0.1:3000';
/** The API's default SIWE domain is localhost:5173, so the page is opened by that name. */
export const WEB_URL = 'http://localhost:5173';
export const DEPLOYMENT_FILE = path.join(REPO_ROOT, '.dev/deployment.local.json');

export interface Deployment {
  chainId: number;
  rpcUrl: string;
  tgeTimestamp: number;
  contracts: {
    GMToken: string;
    GMChallenge: string;
    GMVesting: Record<'PUBLIC' | 'BACKER' | 'ECOSYSTEM' | 'TEAM' | 'MARKETING', string>;
    Multicall3: string;
  };
}

export interface StackOptions {
  /** Directory of the log files (chain.log, seed.log, api.log, web.log). */
  logDir: string;
  /** The API's PGlite directory, wiped first so every run starts from the seed. */
  dataDir?: string;
}

export interface Stack {
  deployment: Deployment;
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

const chainAnswers = (): Promise<boolean> =>
  answers(RPC_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) });

async function waitUntil(label: string, check: () => Promise<boolean>, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (child && child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) throw new Error(`${label} was not ready within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

function launch(command: string, args: string[], cwd: string, logFile: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

function run(command: string, args: string[], cwd: string, logFile: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = launch(command, args, cwd, logFile, env);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}); see ${logFile}`))));
  });
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, sleep(8_000)]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
}

/**
 * Starts whatever part of the stack is not running yet. The chain is built without the Solidity
 * tests and run with --no-compile, so a half-written test file elsewhere cannot stop the chain.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  mkdirSync(options.logDir, { recursive: true });
  const log = (name: string): string => path.join(options.logDir, `${name}.log`);
  const started: ChildProcess[] = [];
  const contractsDir = path.join(REPO_ROOT, 'contracts');
  const npx = path.join(REPO_ROOT, 'node_modules/.bin');
  try {
    if (!(await chainAnswers())) {
      rmSync(DEPLOYMENT_FILE, { force: true });
      await run(path.join(npx, 'hardhat'), ['build', '--no-tests', '--quiet'], contractsDir, log('chain'));
      const chain = launch(path.join(npx, 'hardhat'), ['run', '--no-compile', 'scripts/local-chain.ts'], contractsDir, log('chain'));
      started.push(chain);
      await waitUntil('the chain', async () => existsSync(DEPLOYMENT_FILE) && (await answers(`${VRF_CONTROL_URL}/health`)), chain, 180_000);
    }
    if (!(await answers(`${API_URL}/healthz`))) {
      const dataDir = options.dataDir ?? path.join(options.logDir, 'pglite');
      rmSync(dataDir, { recursive: true, force: true });
      const env = { PGLITE_DATA_DIR: dataDir };
      await run('npm', ['run', 'seed', '-w', '@gm-claim/api'], REPO_ROOT, log('seed'), env);
      const api = launch('npm', ['run', 'start', '-w', '@gm-claim/api'], REPO_ROOT, log('api'), env);
      started.push(api);
      await waitUntil('the API', () => answers(`${API_URL}/healthz`), api, 60_000);
    }
    if (!(await answers(`${WEB_URL}/`))) {
      const web = launch('npm', ['run', 'dev', '-w', '@gm-claim/web'], REPO_ROOT, log('web'));
      started.push(web);
      await waitUntil('the web dev server', () => answers(`${WEB_URL}/`), web, 60_000);
    }
  } catch (error) {
    for (const child of started.reverse()) await stopGroup(child);
    throw error;
  }
  const deployment = JSON.parse(readFileSync(DEPLOYMENT_FILE, 'utf8')) as Deployment;
  return {
    deployment,
    stop: async () => {
      for (const child of started.reverse()) await stopGroup(child);
    },
  };
}

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** Moves the chain's clock forward and mines a block with the new time. */
export async function increaseTime(seconds: number): Promise<void> {
  await rpc('evm_increaseTime', [seconds]);
  await rpc('evm_mine');
}

/** The latest block's timestamp (unix seconds). */
export async function chainTime(): Promise<number> {
  const block = await rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
  return Number(block.timestamp);
}

async function control<T>(route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${VRF_CONTROL_URL}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`VRF control ${route}: ${json.message ?? response.status}`);
  return json;
}

export interface FulfillerStatus {
  auto: boolean;
  pending: string[];
  fulfilled: number;
}

export const vrf = {
  status: (): Promise<FulfillerStatus> => control<FulfillerStatus>('/health'),
  /** Holds requests (auto false) or fulfils as they come (true). */
  setAuto: (auto: boolean): Promise<FulfillerStatus> => control<FulfillerStatus>('/mode', { auto }),
  /** Queues the random words of the next automatic fulfilment (decimal strings). */
  queueWords: (words: string[]): Promise<unknown> => control('/next-words', { words }),
  fulfil: (requestId: string, words?: string[]): Promise<unknown> => control('/fulfil', { requestId, ...(words ? { words } : {}) }),
};
