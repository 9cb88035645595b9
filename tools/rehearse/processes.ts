/**
 * Child processes of the multi-instance stack (tools/rehearse): each in its own process group with its
 * output in a log file, stopped by signalling exactly that group.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { API_ENTRY_SOURCES, apiEntryCommand, type ApiEntry } from '@gm-claim/shared/node/api-entry';

/** The repository root: the nearest folder at or above the working directory holding nx.json. */
function findRepoRoot(start = process.cwd()): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no nx.json at or above ${start}: run from the repository`);
  }
}

export const REPO_ROOT = findRepoRoot();
export const API_DIR = path.join(REPO_ROOT, 'apps/api');
export const CONTRACTS_DIR = path.join(REPO_ROOT, 'contracts');
const BIN = path.join(REPO_ROOT, 'node_modules/.bin');

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface Proc {
  readonly name: string;
  readonly child: ChildProcess;
  readonly logFile: string;
  /** True while the process has not exited. */
  alive(): boolean;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL to the group at once (a crash). */
  kill(): Promise<void>;
}

/** Starts `command` in its own process group, output appended to `<logDir>/<name>.log`. */
export function launch(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string }): Proc {
  const logFile = path.join(options.logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const env = { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`, FORCE_COLOR: '0', NODE_OPTIONS: '', ...options.env };
  const child = spawn(command, args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.on('error', (error) => log.write(`\n[rehearse] ${command} could not start: ${error.message}\n`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const alive = (): boolean => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals): void => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  return {
    name,
    child,
    logFile,
    alive,
    async stop(graceMs = 8_000) {
      if (!alive()) return;
      signal('SIGTERM');
      await Promise.race([exited, sleep(graceMs)]);
      if (alive()) signal('SIGKILL');
      await Promise.race([exited, sleep(2_000)]);
    },
    async kill() {
      if (!alive()) return;
      signal('SIGKILL');
      await Promise.race([exited, sleep(2_000)]);
    },
  };
}

/** A workspace binary (tsx, hardhat): the workspace's own node_modules/.bin entry, else the root one. */
export function bin(name: string, workspaceDir: string = REPO_ROOT): string {
  const own = path.join(workspaceDir, 'node_modules/.bin', name);
  return existsSync(own) ? own : path.join(BIN, name);
}

/** Polls `check` until it holds; fails early when `proc` exits, and after `timeoutMs`. */
export async function waitUntil(label: string, check: () => Promise<boolean>, timeoutMs: number, proc?: Proc): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (proc && !proc.alive()) throw new Error(`${label}: ${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}); see ${proc.logFile}`);
    if (Date.now() > deadline) throw new Error(`${label}: not ready within ${timeoutMs / 1000} s${proc ? `; see ${proc.logFile}` : ''}`);
    await sleep(200);
  }
}

/** True when `url` answers 2xx within 2 s. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * How to run one of the server programs' entry points: the production bundle `apps/<app>/dist/<bundle>.js` when
 * the app's `build` target made it after the last source change (it starts in a second; the test targets build
 * it first), else the TypeScript source through tsx (libs/shared's apiEntryCommand). `cwd`: the app's folder.
 */
export function apiCommand(entry: ApiEntry): { command: string; args: string[]; cwd: string } {
  return apiEntryCommand(REPO_ROOT, entry);
}

const bundlesBuilt = new Set<string>();

/**
 * One of the server programs' entry points as it ships: the production bundle, built now (`apps/<app>/scripts/build.mjs`,
 * esbuild, about a second) the first time a process asks. For the benchmarks: a figure must come from the
 * code a server runs, never from the TypeScript sources through tsx, which `apiCommand` falls back to when a
 * source is newer than the bundle. Not for test suites, which run beside each other and read the bundle
 * their targets built.
 */
export function shippedApiCommand(entry: ApiEntry): { command: string; args: string[]; cwd: string } {
  const { app, bundle } = API_ENTRY_SOURCES[entry];
  const appDir = path.join(REPO_ROOT, 'apps', app);
  if (!bundlesBuilt.has(app)) {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: appDir, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`the ${app}'s bundle did not build (${built.status}):\n${built.stdout}${built.stderr}`);
    bundlesBuilt.add(app);
  }
  return { command: process.execPath, args: [path.join(appDir, 'dist', `${bundle}.js`)], cwd: appDir };
}
