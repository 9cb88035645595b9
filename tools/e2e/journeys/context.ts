/**
 * What every journey file shares: the one stack and browser the runner (../journeys.e2e.test.ts)
 * starts, the extra accounts seeded into it, and `journey()`, a test with its own pages whose
 * evidence is saved when it fails. `stack` and `browser` are set once the runner's beforeAll has run:
 * read them inside a journey, never at a file's top level.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatTokenAmount } from '@gm-claim/shared/amount';
import type { ClaimType } from '@gm-claim/shared/constants';
import { formatUtcDate } from '@gm-claim/shared/date';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { Contract, JsonRpcProvider, Wallet } from 'ethers';
import type { Browser, Locator, Page } from 'playwright-core';
import { assertBrowserInstalled, launchBrowser } from '../browser';
import { Journey } from '../journey';
import { REPO_ROOT, startStack, type Stack } from '../stack';
import { devPrivateKey } from '../wallet';

export const RESULTS = path.join(REPO_ROOT, 'test-results/e2e');
export const DAY = 86_400;
export const BSC_MAINNET_CHAIN_ID = 56;
export const address = (account: number): string => new Wallet(devPrivateKey(account)).address;

/** Accounts 6–9, 11, 12, 13, 16–18, 22 and 23 on top of the demo seed (1–5): eligibility, no missions done. */
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
].join('\n');

export let stack: Stack;
export let browser: Browser;

export const formatUtc = (seconds: number): string => formatUtcDate(seconds);

/** The releases still to come of the beneficiary's first schedule of `type`, read from the chain itself. */
export async function upcomingReleasesOnChain(type: ClaimType, beneficiary: string) {
  const provider = new JsonRpcProvider(stack.urls.rpc);
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
  stack = await startStack({ runDir: path.join(RESULTS, 'stack'), eligibilityCsv: EXTRA_ELIGIBILITY });
  browser = await launchBrowser();
}

/** Stops what startJourneys started (the runner's afterAll). */
export async function stopJourneys(): Promise<void> {
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

/** A test with its own pages, whose evidence is saved when it fails. */
export function journey(name: string, body: (journey: Journey) => Promise<void>, timeout = 120_000): void {
  test(
    name,
    async () => {
      const current = new Journey(browser, stack);
      try {
        await body(current);
      } catch (error) {
        const dir = path.join(RESULTS, name.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
        await current.saveArtifacts(dir);
        mkdirSync(dir, { recursive: true });
        writeFileSync(
          path.join(dir, 'error.txt'),
          error instanceof Error ? (error.stack ?? error.message) : String(error),
        );
        throw error;
      } finally {
        await current.close();
      }
    },
    timeout,
  );
}
