// Takes screenshots of every step, desktop and mobile, from the running dev server
// (npm run dev -w @gm-claim/web) in headless Chromium. Usage: node apps/web/scripts/screenshots.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const out = path.join(root, 'docs/screenshots');
mkdirSync(out, { recursive: true });
const BASE = process.env.WEB_URL ?? 'http://127.0.0.1:5173';
const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd';
const GM = (n) => (BigInt(n) * 10n ** 18n).toString();

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function mockApi(page) {
  await page.route('**/user/token**', (route) => route.fulfill({ json: { tokenInfo: { totalAmount: GM(12500), mmToG: GM(5000), discordRoleToG: GM(2500), spaceKidsToG: GM(1500), capsuleToG: GM(1000), wingToG: GM(2000), communityAirdropToG: GM(500) } } }));
  await page.route('**/user/tokenByInputAddress**', (route) => route.fulfill({ json: { tokenInfo: { totalAmount: GM(3200), mmToG: GM(1200), wingToG: GM(2000) } } }));
  await page.route('**/user/missions', (route) => route.fulfill({ json: { clearAllMissions: false, missions: [
    { id: 'x', title: 'Follow GM on X', description: 'Follow the official account.', completed: true },
    { id: 'discord', title: 'Join the Discord', description: 'Verify your role in the server.', completed: true },
    { id: 'quiz', title: 'Pass the GM quiz', description: 'Five questions about the token.', completed: false },
  ] } }));
}

async function fakeWallet(page) {
  await page.addInitScript((address) => {
    window.ethereum = {
      isMetaMask: true,
      request: async ({ method }) => ({ eth_requestAccounts: [address], eth_accounts: [address], eth_chainId: '0x7a69' })[method] ?? null,
      on() {},
      removeListener() {},
    };
  }, ADDRESS);
}

const set = (page, fn, arg) => page.evaluate(fn, arg);
const shot = async (page, name) => {
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: false });
  console.log('saved', name);
};

// Desktop
{
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await mockApi(page);
  await fakeWallet(page);
  await page.goto(BASE + '/');
  await page.waitForSelector('.gm-journey');
  await shot(page, 'desktop-01-main');
  await page.getByRole('button', { name: 'CONNECT WALLET' }).click();
  await shot(page, 'desktop-02-connect-wallet-modal');
  await page.getByRole('button', { name: /MetaMask/ }).click();
  await page.waitForSelector('text=SIGN NOW');
  await shot(page, 'desktop-03-signatures-modal');
  await set(page, () => window.__gm.modalStore.getState().actions.close());
  await set(page, () => window.__gm.uiStore.getState().actions.setMainStep('VERIFY'));
  await page.evaluate(() => localStorage.setItem('gm-claim-store', JSON.stringify({ state: { access_token: 'x', refresh_token: 'y', is_agree: null }, version: 1 })));
  await page.reload();
  await page.waitForSelector('.gm-journey');
  await set(page, () => window.__gm.uiStore.getState().actions.setMainStep('VERIFY'));
  await shot(page, 'desktop-04-verify');
  await set(page, () => window.__gm.uiStore.getState().actions.setMainStep('MISSION'));
  await shot(page, 'desktop-05-mission');
  await set(page, () => window.__gm.uiStore.getState().actions.setMainStep('METHOD'));
  await shot(page, 'desktop-06-method');
  await set(page, () => window.__gm.modalStore.getState().actions.open('VESTING_MODAL'));
  await shot(page, 'desktop-07-vesting-modal');
  await set(page, () => window.__gm.modalStore.getState().actions.open('CHALLENGE_TERMS_MODAL', { selectedAmount: 100, selectedMultiplier: 4 }));
  await shot(page, 'desktop-08-challenge-terms-modal');
  await set(page, () => window.__gm.modalStore.getState().actions.open('BETTING_MODAL', { selectedAmount: 100, selectedMultiplier: 4 }));
  await shot(page, 'desktop-09-betting-modal');
  await set(page, () => {
    const { modalStore, uiStore } = window.__gm;
    modalStore.getState().actions.close();
    const ui = uiStore.getState().actions;
    ui.setType('BETTING');
    ui.setMainStep('CLAIM');
    ui.setBetWaiting(true);
  });
  await shot(page, 'desktop-10-claim-challenge-waiting');
  await set(page, () => {
    const ui = window.__gm.uiStore.getState().actions;
    ui.setBetWaiting(false);
    ui.setBetResult({ requestId: '1', success: true, gain: '400000000000000000000', multiple: 4 });
    ui.setGlitchEnd(true);
  });
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(out, 'desktop-11-glitch-end.png') });
  await page.waitForTimeout(1500);
  await shot(page, 'desktop-12-claim-challenge-result');
  await set(page, () => window.__gm.uiStore.getState().actions.setType('VESTING'));
  await shot(page, 'desktop-13-claim-vesting');
  await set(page, () => window.__gm.modalStore.getState().actions.open('DISCONNECT_WALLET_MODAL'));
  await shot(page, 'desktop-14-disconnect-modal');
  await set(page, () => window.__gm.modalStore.getState().actions.open('MESSAGE_MODAL', { text: 'Please use after installing Trust Wallet', buttonText: 'OKAY' }));
  await shot(page, 'desktop-15-message-modal');
  await set(page, () => window.__gm.modalStore.getState().actions.close());
  await page.goto(BASE + '/vesting');
  await page.waitForSelector('.gm-claim');
  await page.waitForTimeout(2500);
  await shot(page, 'desktop-16-vesting-connected');
  await set(page, () => window.__gm.modalStore.getState().actions.open('VESTING_HISTORY_MODAL', { claimedToken: '250000000000000000000', vestedToken: '400000000000000000000', unlockToken: '100000000000000000000', vestingToken: '900000000000000000000', perMonth: '150000000000000000000', totalClaimed: '250000000000000000000' }));
  await shot(page, 'desktop-17-vesting-history-modal');
  await context.close();
  const fresh = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page2 = await fresh.newPage();
  await page2.goto(BASE + '/team');
  await page2.waitForSelector('.gm-claim');
  await shot(page2, 'desktop-18-team-not-connected');
  await page2.goto(BASE + '/terms');
  await shot(page2, 'desktop-19-terms');
  await fresh.close();
}

// Mobile
{
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await mockApi(page);
  await page.goto(BASE + '/');
  await page.waitForSelector('.gm-mobile');
  await shot(page, 'mobile-01-notice-modal');
  await page.getByRole('button', { name: 'CLOSE' }).click();
  await shot(page, 'mobile-02-main');
  await page.getByRole('button', { name: 'CONNECT WALLET' }).click();
  await page.getByPlaceholder('Enter your wallet address!').fill(ADDRESS);
  await shot(page, 'mobile-03-check-eligibility-modal');
  await page.getByRole('button', { name: 'CHECK NOW' }).click();
  await shot(page, 'mobile-04-eligibility');
  await page.goto(BASE + '/vesting');
  await page.waitForSelector('.gm-claim');
  await page.getByRole('button', { name: 'CLOSE' }).click().catch(() => undefined);
  await shot(page, 'mobile-05-claim-not-connected');
  await context.close();
}

await browser.close();
