/**
 * Walks the web app's journeys in headless Chromium against the real local stack (chain, API,
 * web) with the injected test wallet, asserts what each step shows and saves a screenshot of every
 * step into docs/screenshots/.
 *
 *   npx tsx tools/e2e/walk.ts            # starts what is not running, walks everything, stops what it started
 *   npx tsx tools/e2e/walk.ts challenge  # one journey: challenge | vesting | backer | mobile
 *
 * Journeys share one chain and run in this order: the Challenge (account 4, missions to do), the
 * vesting claim with a month of time travel (account 3, missions done), the BACKER schedule
 * (account 1), the mobile eligibility check by typed address (account 5).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser';
import { chainTime, increaseTime, REPO_ROOT, RPC_URL, startStack, vrf, WEB_URL, type Deployment } from './stack';
import { Wallet } from 'ethers';
import { devPrivateKey, installTestWallet, type TestWallet } from './wallet';

const SHOTS = path.join(REPO_ROOT, 'docs/screenshots');
const LOGS = path.join(REPO_ROOT, '.dev/e2e');
const DAY = 86_400;

interface Journey {
  browser: Browser;
  deployment: Deployment;
}

const step = (text: string): void => console.log(`  · ${text}`);

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(350); // fades and bar animations settle
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
  step(`screenshot ${name}.png`);
}

async function visible(locator: Locator, timeout = 20_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

async function toast(page: Page, text: string | RegExp, timeout = 30_000): Promise<void> {
  await visible(page.locator('.Toastify__toast').filter({ hasText: text }), timeout);
}

async function openDesktop(journey: Journey, account: number, url = WEB_URL): Promise<{ page: Page; wallet: TestWallet; errors: string[] }> {
  const { page, errors } = await newPage(journey.browser, DESKTOP);
  const wallet = await installTestWallet(page, { privateKey: devPrivateKey(account), rpcUrl: RPC_URL, chainId: journey.deployment.chainId });
  await page.goto(url);
  return { page, wallet, errors };
}

/** CHECK ELIGIBILITY → connect modal → MetaMask → signatures modal → SIGN NOW. */
async function connectAndSignIn(page: Page, prefix: string | null): Promise<void> {
  await (await visible(page.getByRole('button', { name: 'CHECK ELIGIBILITY' }))).click();
  const connect = await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }));
  assert.ok((await connect.textContent())?.includes('Wallet connection is required for service access.'));
  if (prefix) await shot(page, `${prefix}-02-connect-wallet-modal`);
  await connect.getByRole('button', { name: 'MetaMask' }).click();
  const sign = await visible(page.getByRole('dialog', { name: 'SIGN IN' }));
  if (prefix) await shot(page, `${prefix}-03-signatures-modal`);
  await sign.getByRole('button', { name: 'SIGN NOW' }).click();
  await sign.waitFor({ state: 'hidden' });
}

async function challengeJourney(journey: Journey): Promise<void> {
  console.log('Challenge (account 4: missions to do, then a bet resolved by the VRF fulfiller)');
  const { page, wallet, errors } = await openDesktop(journey, 4);
  await visible(page.getByText('Connect Your Wallets and Check Your Eligibility for GM'));
  await shot(page, 'desktop-01-main');
  await connectAndSignIn(page, 'desktop');

  await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }));
  await visible(page.getByTestId('total-eligible').filter({ hasText: /[1-9]/ }));
  await shot(page, 'desktop-04-verify');
  await page.getByRole('button', { name: 'CONTINUE TO MISSIONS' }).click();

  await visible(page.getByRole('heading', { name: 'Missions' }));
  await visible(page.getByRole('button', { name: 'COMPLETE' }));
  await shot(page, 'desktop-05-mission');
  while ((await page.getByRole('button', { name: 'COMPLETE' }).count()) > 0) {
    await page.getByRole('button', { name: 'COMPLETE' }).first().click();
    await page.waitForTimeout(400);
  }
  await page.getByRole('button', { name: 'CONTINUE' }).click();

  await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));
  await shot(page, 'desktop-06-method');
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();

  const terms = await visible(page.getByRole('dialog', { name: 'Terms and Conditions' }));
  const agree = terms.getByRole('button', { name: 'Agree & Continue' });
  assert.ok(await agree.isDisabled(), 'Agree is disabled until the box is ticked');
  await shot(page, 'desktop-08-challenge-terms-modal');
  await terms.getByLabel('I agree to the Terms and Conditions').check();
  await agree.click();

  const betting = await visible(page.getByRole('dialog', { name: 'Challenge' }));
  await visible(betting.getByTestId('vrf-fee').filter({ hasText: /[1-9]/ }));
  await shot(page, 'desktop-09-betting-modal');
  await vrf.setAuto(false); // hold the request to see the waiting state
  await betting.getByRole('button', { name: 'YES' }).click();

  await visible(page.getByText('Waiting for the verifiable random number', { exact: false }), 60_000);
  await shot(page, 'desktop-10-claim-challenge-waiting');
  const deadline = Date.now() + 30_000;
  while ((await vrf.status()).pending.length === 0) {
    assert.ok(Date.now() < deadline, 'the bet reached the VRF coordinator');
    await page.waitForTimeout(500);
  }
  await vrf.setAuto(true); // fulfils the held request
  await visible(page.locator('.gm-glitch'), 15_000).catch(() => undefined);
  await shot(page, 'desktop-11-glitch-end');
  const result = await visible(page.locator('.gm-result'), 30_000);
  await shot(page, 'desktop-12-claim-challenge-result');
  step(`result: ${(await result.locator('.gm-result__headline').textContent()) ?? ''}`);

  await result.getByRole('button', { name: 'CLAIM' }).click();
  const vesting = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
  await shot(page, 'desktop-07-vesting-modal');
  await vesting.getByRole('button', { name: 'YES, I AGREE' }).click();
  await visible(page.getByRole('link', { name: 'Go to Vesting' }), 30_000);
  await shot(page, 'desktop-13-claim-vesting');
  step(`wallet requests: ${wallet.requests.map((request) => request.method).join(', ')}`);
  assert.deepEqual(errors, [], 'no console errors');
  await page.context().close();
}

async function vestingJourney(journey: Journey): Promise<void> {
  console.log('Vesting (account 3: missions done → METHOD → claimAndVest → dashboard → one month later → CLAIM NOW)');
  const { page, errors } = await openDesktop(journey, 3);
  await connectAndSignIn(page, null);
  await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));
  await page.getByRole('button', { name: 'CLAIM & VESTING' }).click();
  const modal = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
  await modal.getByRole('button', { name: 'YES, I AGREE' }).click();
  await (await visible(page.getByRole('link', { name: 'Go to Vesting' }), 30_000)).click();

  await page.waitForURL('**/vesting');
  await visible(page.getByRole('heading', { name: 'Vesting Progress' }));
  await visible(page.getByTestId('next-unlock').filter({ hasText: /UTC/ }));
  await page.waitForTimeout(2_300); // the bar's two 1 s steps
  await shot(page, 'desktop-16-vesting-connected', true);
  const claimNow = page.getByRole('button', { name: 'CLAIM NOW' });
  assert.ok(await claimNow.isDisabled(), 'nothing is claimable right after claim-and-vest');
  await page.getByRole('button', { name: 'VIEW HISTORY' }).click();
  await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
  await shot(page, 'desktop-17-vesting-history-modal');
  await page.keyboard.press('Escape');

  step('time travel: one month and a day');
  await increaseTime(32 * DAY);
  await page.reload();
  await visible(page.getByTestId('claimable').filter({ hasText: /[1-9]/ }), 30_000);
  await page.waitForTimeout(2_300);
  await shot(page, 'desktop-20-vesting-claimable', true);
  await claimNow.click();
  await toast(page, 'Claim successful!');
  await shot(page, 'desktop-21-claim-successful');
  await page.getByRole('button', { name: 'VIEW HISTORY' }).click();
  const history = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
  await visible(history.locator('.gm-history li'), 20_000);
  await shot(page, 'desktop-22-vesting-history-claimed');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /0x.+…/ }).click();
  const disconnect = await visible(page.getByRole('dialog', { name: 'YOUR WALLET ADDRESS' }));
  await shot(page, 'desktop-14-disconnect-modal');
  await disconnect.getByRole('button', { name: 'DISCONNECT' }).click();
  await visible(page.getByRole('button', { name: 'CONNECT WALLET' }).first());
  assert.deepEqual(errors, [], 'no console errors');
  await page.context().close();
}

async function backerJourney(journey: Journey): Promise<void> {
  console.log('BACKER (account 1: demo BACKER schedule → /backer → claim)');
  const { page, errors } = await openDesktop(journey, 1, `${WEB_URL}/backer`);
  await visible(page.getByRole('heading', { name: 'Claim your tokens' }));
  await shot(page, 'desktop-18-backer-not-connected');
  const connectButton = page.locator('.gm-claim').getByRole('button', { name: 'CONNECT WALLET' });
  await connectButton.click();
  step('Trust Wallet is not installed: install page + message modal');
  await (await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }))).getByRole('button', { name: 'Trust Wallet' }).click();
  const message = await visible(page.getByRole('dialog').filter({ hasText: 'Please use after installing Trust Wallet' }));
  await shot(page, 'desktop-15-message-modal');
  await message.getByRole('button', { name: 'OKAY' }).click();
  await connectButton.click();
  await (await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }))).getByRole('button', { name: 'MetaMask' }).click();
  await visible(page.getByRole('heading', { name: 'Vesting Progress' }));
  await visible(page.getByTestId('claimable').filter({ hasText: /[1-9]/ }), 30_000);
  await page.waitForTimeout(2_300);
  await shot(page, 'desktop-23-backer-dashboard', true);
  await page.getByRole('button', { name: 'CLAIM NOW' }).click();
  await toast(page, 'Claim successful!');
  await visible(page.getByTestId('claimable').filter({ hasText: /^0 / }), 30_000).catch(() => undefined);
  await shot(page, 'desktop-24-backer-claimed', true);
  await page.goto(`${WEB_URL}/terms`);
  await visible(page.getByRole('heading').first());
  await shot(page, 'desktop-19-terms');
  assert.deepEqual(errors, [], 'no console errors');
  await page.context().close();
}

async function mobileJourney(journey: Journey): Promise<void> {
  console.log('Mobile (eligibility of account 5 by typed address)');
  const { page, errors } = await newPage(journey.browser, MOBILE);
  await page.goto(WEB_URL);
  const notice = await visible(page.getByRole('dialog', { name: 'GM Claim on mobile' }));
  await shot(page, 'mobile-01-notice-modal');
  await notice.getByRole('button', { name: 'CLOSE' }).click();
  await visible(page.getByRole('button', { name: 'CHECK Eligibility' }));
  await shot(page, 'mobile-02-main');
  await page.getByRole('button', { name: 'CONNECT WALLET' }).click();
  const check = await visible(page.getByRole('dialog', { name: 'CHECK Eligibility' }));
  const checkNow = check.getByRole('button', { name: 'CHECK NOW' });
  await check.getByPlaceholder('Enter your wallet address!').fill('0x1234');
  assert.ok(await checkNow.isDisabled(), 'CHECK NOW needs a valid address');
  await check.getByPlaceholder('Enter your wallet address!').fill(new Wallet(devPrivateKey(5)).address);
  await shot(page, 'mobile-03-check-eligibility-modal');
  await checkNow.click();
  await visible(page.getByTestId('total-eligible').filter({ hasText: /[1-9]/ }));
  await shot(page, 'mobile-04-eligibility', true);
  await page.goto(`${WEB_URL}/vesting`);
  await visible(page.getByRole('heading', { name: 'Claim your tokens' }));
  await page.keyboard.press('Escape');
  await shot(page, 'mobile-05-claim-not-connected');
  assert.deepEqual(errors, [], 'no console errors');
  await page.context().close();
}

const JOURNEYS: Record<string, (journey: Journey) => Promise<void>> = {
  challenge: challengeJourney,
  vesting: vestingJourney,
  backer: backerJourney,
  mobile: mobileJourney,
};

async function main(): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const selected = process.argv.slice(2);
  const stack = await startStack({ logDir: LOGS });
  const browser = await launchBrowser();
  try {
    console.log(`chain time ${new Date((await chainTime()) * 1000).toISOString()}`);
    for (const [name, run] of Object.entries(JOURNEYS)) {
      if (selected.length === 0 || selected.includes(name)) await run({ browser, deployment: stack.deployment });
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
