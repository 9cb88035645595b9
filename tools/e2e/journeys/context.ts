/**
 * What every journey file shares: the one stack and browser the runner (../journeys.e2e.test.ts)
 * starts, the extra accounts seeded into it, and `journey()`, a test with its own pages whose
 * evidence is saved when it fails. `stack` and `browser` are set once the runner's beforeAll has run:
 * read them inside a journey, never at a file's top level.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatTokenAmount } from '@gm-claim/shared/amount';
import type { ClaimType } from '@gm-claim/shared/constants';
import { formatUtcDate } from '@gm-claim/shared/date';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { Contract, JsonRpcProvider, Network, Wallet } from 'ethers';
import type { Browser, Locator, Page } from 'playwright-core';
import { assertBrowserInstalled, launchBrowser } from '../browser';
import { Journey } from '../journey';
import { screenCheckTime } from '../screen-checks';
import { REPO_ROOT, startStack, type Stack } from '../stack';
import { devPrivateKey } from '../wallet';

export const RESULTS = path.join(REPO_ROOT, 'test-results/e2e');
export const DAY = 86_400;
export const BSC_MAINNET_CHAIN_ID = 56;
const addresses = new Map<number, string>();
/** Account `account`'s address (computed once: a public key from a private one is an elliptic-curve multiplication). */
export const address = (account: number): string => {
  let found = addresses.get(account);
  if (found === undefined) addresses.set(account, (found = new Wallet(devPrivateKey(account)).address));
  return found;
};

/** Accounts 6–9, 11, 12, 13, 16–18, 22, 23 and 26 on top of the demo seed (1–5): eligibility, no missions done. */
const EXTRA_ELIGIBILITY = [
  'address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop',
  `${address(6)},3000,2000,1000,500,250,250.5`,
  `${address(7)},1000,0,0,0,0,0`,
  `${address(8)},2000,0,0,0,0,0`,
  `${address(9)},3000,0,0,0,0,0`,
  `${address(11)},1500,0,0,0,0,0`,
  `${address(12)},1200,0,0,0,0,0`,
  `${address(13)},500,0,0,0,0,0`,
  // journeys/phone.ts: 16 iPhone claim & vest, 17 Android Challenge, 18 keyboard only.
  `${address(16)},6000,0,0,0,0,0`,
  `${address(17)},2000,0,0,0,0,0`,
  `${address(18)},3000,0,0,0,0,0`,
  // journeys/relayed.ts: 22 claims without BNB, 23 rescues its claim to 24 (24 is in no list).
  `${address(22)},2000,0,0,0,0,0`,
  `${address(23)},3000,0,0,0,0,0`,
  // journeys/locales.ts: every language at 320 px.
  `${address(26)},2500,1000,0,0,0,0`,
].join('\n');

export let stack: Stack;
export let browser: Browser;

export const formatUtc = (seconds: number): string => formatUtcDate(seconds);

/**
 * A provider on the stack's chain for a journey's own reads and owner transactions (destroy it when done): each call
 * is sent at once (ethers otherwise holds it 10 ms to batch it) and answered fresh (no answer reused from an identical
 * call, which could be older than the transaction just sent).
 */
export function chainProvider(): JsonRpcProvider {
  return new JsonRpcProvider(stack.urls.rpc, Network.from(stack.deployment.chainId), {
    staticNetwork: true,
    batchMaxCount: 1,
    cacheTimeout: -1,
  });
}

/** The releases still to come of the beneficiary's first schedule of `type`, read from the chain itself. */
export async function upcomingReleasesOnChain(type: ClaimType, beneficiary: string) {
  const provider = chainProvider();
  try {
    const vesting = new Contract(stack.deployment.contracts.GMVesting[type], gmVestingAbi, provider);
    const id = (await vesting.getFunction('beneficiarySchedules')(beneficiary, 0n)) as bigint;
    const schedule = (await vesting.getFunction('getVestingSchedule')(id)) as {
      releaseDay: bigint;
      monthlyAmounts: bigint[];
    };
    const tge = (await vesting.getFunction('tgeTimestamp')()) as bigint;
    const now = (await provider.getBlock('latest'))?.timestamp ?? 0;
    const releases = await Promise.all(
      schedule.monthlyAmounts.map(async (amount, index) => ({
        month: index + 1,
        amount: formatTokenAmount(amount),
        raw: amount,
        timestamp: Number(await vesting.getFunction('calculateReleaseTimestamp')(tge, index + 1, schedule.releaseDay)),
      })),
    );
    return releases.filter((release) => release.raw > 0n && release.timestamp > now);
  } finally {
    provider.destroy();
  }
}

/** Starts the one stack and browser every journey file uses (the runner's beforeAll). */
export async function startJourneys(): Promise<void> {
  assertBrowserInstalled();
  rmSync(RESULTS, { recursive: true, force: true });
  runStarted = Date.now();
  // The browser starts while the stack does (independent; a failure of either stops both).
  const [started, launched] = await Promise.allSettled([
    startStack({ runDir: path.join(RESULTS, 'stack'), eligibilityCsv: EXTRA_ELIGIBILITY }),
    launchBrowser(),
  ]);
  if (launched.status === 'fulfilled') browser = launched.value;
  if (started.status === 'fulfilled') stack = started.value;
  if (started.status === 'rejected' || launched.status === 'rejected') {
    await browser?.close();
    await stack?.stop();
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  process.stderr.write(`[e2e] stack and browser up in ${((Date.now() - runStarted) / 1000).toFixed(1)} s\n`);
}

/**
 * Where the CPU went (Linux): the processor seconds of this process and of each process it started that is
 * still running (the browser's, the stack's), summed by program — the journeys share two cores with the other
 * suites in CI, so a program that burns CPU while the journeys wait on it slows all of them.
 */
function cpuByProgram(): string {
  const ticksPerSecond = 100;
  const processes = new Map<number, { parent: number; name: string; seconds: number }>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return '';
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const script = command.find((part, index) => index > 0 && !part.startsWith('-')) ?? '';
      const name = /chrom/.test(command[0] ?? '')
        ? 'chromium'
        : `${path.basename(command[0] ?? '?')} ${path.relative(REPO_ROOT, script).split(path.sep).slice(0, 4).join('/')}`.trim();
      processes.set(Number(pid), {
        parent: Number(fields[1]),
        name,
        seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
      });
    } catch {
      // It ended while being read.
    }
  }
  const mine = (pid: number): boolean => {
    for (let at = processes.get(pid); at; at = processes.get(at.parent)) if (at.parent === process.pid) return true;
    return false;
  };
  const totals = new Map<string, number>();
  for (const [pid, info] of processes) if (mine(pid)) totals.set(info.name, (totals.get(info.name) ?? 0) + info.seconds);
  const own = process.cpuUsage();
  totals.set('jest (the journeys themselves)', (own.user + own.system) / 1e6);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .filter(([, seconds]) => seconds >= 1)
    .map(([name, seconds]) => `  ${seconds.toFixed(1).padStart(6)} s  ${name}`)
    .join('\n');
}

/** Stops what startJourneys started (the runner's afterAll). */
export async function stopJourneys(): Promise<void> {
  const cpu = cpuByProgram();
  if (cpu) process.stderr.write(`[e2e] CPU time of the programs still running, by program:\n${cpu}\n`);
  // Where the time went: each journey's start (from the run's start), its duration and where it ran.
  if (timings.length) process.stderr.write(`[e2e] journeys (start, duration, where, name):\n${timings.join('\n')}\n`);
  const { axeRuns, axeMs, settleMs } = screenCheckTime;
  process.stderr.write(`[e2e] screen checks: ${axeRuns} axe runs, ${(axeMs / 1000).toFixed(1)} s; ${(settleMs / 1000).toFixed(1)} s waiting for animations to end\n`);
  await browser?.close();
  await stack?.stop();
}

/** `locator` lies wholly inside the page's viewport (a dialog or its close control a user can reach). */
export async function expectOnScreen(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.first().boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error(`${what}: not rendered`);
  const inside =
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5;
  if (!inside)
    throw new Error(`${what}: ${JSON.stringify(box)} outside the ${viewport.width}×${viewport.height} viewport`);
}

/** What a journey may ask of the runner besides its timeout. */
export interface JourneyOptions {
  /** Its own time limit (default 120 s). */
  timeout?: number;
}

/** Runs one journey's body with its own pages; on failure saves its evidence under test-results/e2e/<journey>/. */
async function runJourney(name: string, body: (journey: Journey) => Promise<void>, timeout?: number): Promise<void> {
  const current = new Journey(browser, stack);
  let timer: NodeJS.Timeout | undefined;
  try {
    if (timeout === undefined) await body(current);
    else
      await Promise.race([
        body(current),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`the journey did not end within its ${timeout / 1000} s`)), timeout);
        }),
      ]);
  } catch (error) {
    const dir = path.join(RESULTS, name.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
    await current.saveArtifacts(dir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'error.txt'), error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  } finally {
    clearTimeout(timer);
    await current.close();
  }
}

/**
 * Lanes: journeys that run side by side on the one stack. `lanes(laneA, laneB, …)` takes functions
 * that declare journeys (usually `describe` blocks); each lane runs its journeys one after the other,
 * in the order declared, and the lanes run at the same time. A lanes() call is one block of the run:
 * the journeys declared after it start once every lane has ended. Each journey stays its own jest test
 * (its own name, result and evidence): the first test of the block starts every lane, and each test
 * waits for its journey's outcome. With a name filter (`-t`) or `.only`, the journeys of a block run
 * one at a time instead, each in its own test, lane after lane.
 *
 * A journey running in a lane holds the gate shared; `alone(fn)` (a stopped API or relayer, a
 * timing measured on the machine) waits until the other lanes' journeys have ended, holds the next
 * ones back while `fn` runs, then lets them go.
 */
export function lanes(...definitions: Array<() => void>): void {
  const block: LaneBlock = { lanes: [], started: false };
  for (const define of definitions) {
    const lane: LaneEntry[] = [];
    block.lanes.push(lane);
    declaring = { block, lane };
    try {
      define();
    } finally {
      declaring = undefined;
    }
  }
}

/** Runs `fn` with no journey of another lane running (outside lanes, it just runs `fn`). */
export async function alone<T>(fn: () => Promise<T>): Promise<T> {
  const gate = laneContext.getStore();
  if (!gate) return fn();
  gate.leaveShared();
  await gate.enterAlone();
  try {
    return await fn();
  } finally {
    gate.leaveAlone();
    await gate.enterShared();
  }
}

interface LaneEntry {
  name: string;
  body: (journey: Journey) => Promise<void>;
  timeout: number;
  /** Set once the lanes have started: resolves with the journey's error, or undefined. */
  outcome?: Promise<unknown>;
}

interface LaneBlock {
  lanes: LaneEntry[][];
  started: boolean;
}

/** The lane whose declaration is running (journey() adds to it). */
let declaring: { block: LaneBlock; lane: LaneEntry[] } | undefined;
/** A lane's test waits for the journeys before it in its lane too; each journey keeps its own limit. */
const LANE_TEST_TIMEOUT = 20 * 60_000;
const laneContext = new AsyncLocalStorage<Gate>();
/** What each journey of the run took (printed at the end: where the time goes). */
const timings: string[] = [];
let runStarted = Date.now();

/** Shared/alone: any number of lane journeys at once, or one `alone` section with nothing else running. */
class Gate {
  #shared = 0;
  #alone = false;
  #aloneWaiting = 0;
  #wakeups: Array<() => void> = [];

  async #until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise<void>((resolve) => this.#wakeups.push(resolve));
  }

  #wake(): void {
    const wakeups = this.#wakeups;
    this.#wakeups = [];
    for (const wake of wakeups) wake();
  }

  async enterShared(): Promise<void> {
    await this.#until(() => !this.#alone && this.#aloneWaiting === 0);
    this.#shared += 1;
  }

  leaveShared(): void {
    this.#shared -= 1;
    this.#wake();
  }

  async enterAlone(): Promise<void> {
    this.#aloneWaiting += 1;
    await this.#until(() => !this.#alone && this.#shared === 0);
    this.#aloneWaiting -= 1;
    this.#alone = true;
  }

  leaveAlone(): void {
    this.#alone = false;
    this.#wake();
  }
}

/** jest-circus's state: is a name filter or `.only` narrowing the run? (Unknown: treated as narrowed.) */
function runIsNarrowed(): boolean {
  const symbol = Object.getOwnPropertySymbols(globalThis).find((key) => key.description === 'JEST_STATE_SYMBOL');
  const state = symbol ? (globalThis as Record<symbol, { testNamePattern?: RegExp | null; hasFocusedTests?: boolean } | undefined>)[symbol] : undefined;
  return !state || Boolean(state.testNamePattern) || Boolean(state.hasFocusedTests);
}

function startLanes(block: LaneBlock): void {
  block.started = true;
  const gate = new Gate();
  block.lanes.forEach((lane, index) => {
    let previous: Promise<unknown> = Promise.resolve();
    for (const entry of lane) {
      entry.outcome = previous.then(() =>
        laneContext.run(gate, async () => {
          await gate.enterShared();
          const started = Date.now();
          try {
            await runJourney(entry.name, entry.body, entry.timeout);
            return undefined;
          } catch (error) {
            return error ?? new Error('failed');
          } finally {
            gate.leaveShared();
            noteTiming(`lane ${index + 1}`, entry.name, started);
          }
        }),
      );
      previous = entry.outcome;
    }
  });
}

function noteTiming(where: string, name: string, started: number): void {
  timings.push(
    `${((started - runStarted) / 1000).toFixed(1).padStart(6)} s  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${where.padEnd(8)} ${name.slice(0, 100)}`,
  );
}

/** A test with its own pages, whose evidence is saved when it fails (in a lane when declared inside lanes()). */
export function journey(name: string, body: (journey: Journey) => Promise<void>, options: number | JourneyOptions = {}): void {
  const timeout = (typeof options === 'number' ? options : options.timeout) ?? 120_000;
  if (!declaring) {
    test(
      name,
      async () => {
        const started = Date.now();
        try {
          await runJourney(name, body);
        } finally {
          noteTiming('alone', name, started);
        }
      },
      timeout,
    );
    return;
  }
  const { block, lane } = declaring;
  const entry: LaneEntry = { name, body, timeout };
  lane.push(entry);
  test(
    name,
    async () => {
      if (runIsNarrowed()) {
        const started = Date.now();
        try {
          await runJourney(name, body, timeout);
        } finally {
          noteTiming('narrowed', name, started);
        }
        return;
      }
      if (!block.started) startLanes(block);
      const error = await entry.outcome;
      if (error !== undefined) throw error;
    },
    LANE_TEST_TIMEOUT,
  );
}
