/**
 * The operator's cockpit (/ops) in headless Chromium against the real local stack: the contracts' owner (dev
 * account 0, the deployer) signs in and sees the campaign's figures, on a desktop and on a 390 px phone; a wallet
 * that is no operator (account 5) signs in and is told so, with no figure on the page. The API decides who is an
 * operator (owner read from the chain, or OPS_ADDRESSES): the page only asks it.
 *
 * With E2E_SCREENSHOTS=docs/screenshots the cockpit is saved as the docs' screenshots.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { assertBrowserInstalled, DESKTOP, launchBrowser, MOBILE } from './browser';
import { Journey, screenshot, UI_TIMEOUT, visible } from './journey';
import { REPO_ROOT, startStack, waitForIndex, type Stack } from './stack';

const RESULTS = path.join(REPO_ROOT, 'test-results/e2e-ops');
const PHONE: BrowserContextOptions = { ...MOBILE, viewport: { width: 390, height: 844 } };

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  assertBrowserInstalled();
  rmSync(RESULTS, { recursive: true, force: true });
  stack = await startStack({ runDir: path.join(RESULTS, 'stack') });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

function journey(name: string, body: (journey: Journey) => Promise<void>, timeout = 120_000): void {
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
        writeFileSync(path.join(dir, 'error.txt'), error instanceof Error ? (error.stack ?? error.message) : String(error));
        throw error;
      } finally {
        await current.close();
      }
    },
    timeout,
  );
}

/** /ops → CONNECT WALLET → MetaMask → SIGN IN → SIGN NOW. */
async function signInOnOps(page: Page): Promise<void> {
  await (await visible(page.getByRole('button', { name: 'CONNECT WALLET' }).last())).click();
  const connect = await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }));
  await connect.getByRole('button', { name: 'MetaMask' }).click();
  await connect.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  await (await visible(page.getByRole('button', { name: 'SIGN IN' }))).click();
  const sign = await visible(page.getByRole('dialog', { name: 'SIGN IN' }));
  await sign.getByRole('button', { name: 'SIGN NOW' }).click();
  await sign.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
}

/** axe-core (the engine of Lighthouse's accessibility audit) over the page: every violation, by rule and node. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(path.join(REPO_ROOT, 'tools', 'package.json')).resolve('axe-core/axe.min.js') });
  const result = (await page.evaluate('axe.run(document, { resultTypes: ["violations"] })')) as {
    violations: { id: string; nodes: { target: string[] }[] }[];
  };
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The page is never wider than its viewport (tables scroll inside their panels). */
async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate('({ page: document.documentElement.scrollWidth, viewport: window.innerWidth })');
  const { page: pageWidth, viewport } = widths as { page: number; viewport: number };
  if (pageWidth > viewport) throw new Error(`/ops is ${pageWidth} px wide in a ${viewport} px viewport`);
}

journey("the contracts' owner – signs in on /ops and sees the campaign, the risk and the contracts (desktop and 390 px)", async (j) => {
  await waitForIndex(stack);
  const { page } = await j.open(DESKTOP, { account: 0, path: '/ops' });
  await visible(page.getByText("Connect an operator's wallet and sign in to open the cockpit."));
  await signInOnOps(page);
  await visible(page.getByTestId('ops-live'));
  // The demo seed: accounts 1–5 eligible (100,000 + 60,000 + 40,000 + 25,000 + 20,000 GM).
  await visible(page.getByTestId('ops-eligible').getByText('5 · 245,000 GM'));
  await visible(page.getByTestId('ops-signed-in').getByText('1', { exact: true }));
  await visible(page.getByTestId('ops-runway'));
  await visible(page.getByTestId('ops-buffer'));
  await visible(page.getByRole('img', { name: /Claims per hour/ }));
  await visible(page.getByTestId('ops-vestings').getByRole('rowheader', { name: 'BACKER' }));
  expect(await page.getByTestId('ops-live').textContent()).toContain("signed in as the contracts' owner");
  expect(await axeViolations(page)).toEqual([]);
  // By keyboard: Tab reaches EXPORT CSV.
  let focused = '';
  for (let i = 0; i < 30 && focused !== 'EXPORT CSV'; i++) {
    await page.keyboard.press('Tab');
    focused = String(await page.evaluate('document.activeElement?.textContent ?? ""')).trim();
  }
  expect(focused).toBe('EXPORT CSV');
  await screenshot(page, 'desktop-25-ops-cockpit', { settleBar: false });

  // The same session on a phone: the cockpit fits 390 px.
  const state = await page.context().storageState();
  const phone = await j.open(PHONE, { account: 0, path: '/ops', storageState: state });
  await visible(phone.page.getByTestId('ops-buffer'));
  await visible(phone.page.getByTestId('ops-eligible').getByText('5 · 245,000 GM'));
  await expectNoSideScroll(phone.page);
  expect(await axeViolations(phone.page)).toEqual([]);
  await screenshot(phone.page, 'mobile-07-ops-cockpit-390', { settleBar: false });
});

journey('a wallet that is no operator – signs in on /ops and is told so, with no figure on the page', async (j) => {
  const { page } = await j.open(DESKTOP, { account: 5, path: '/ops' });
  await signInOnOps(page);
  await visible(page.getByTestId('ops-forbidden').getByText(/This wallet is not an operator of this campaign\./));
  for (const figure of ['ops-eligible', 'ops-buffer', 'ops-runway', 'ops-live']) expect(await page.getByTestId(figure).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'desktop-26-ops-not-an-operator', { settleBar: false });
});
