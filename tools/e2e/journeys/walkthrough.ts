/**
 * Issue 20 — what only a real browser on the real stack shows: layout (a phone page never wider than the
 * screen, RETRY one word inside a modal) and a frozen RPC node (a TCP connection that is accepted and
 * never answered). Accounts: 2 (read only here: sign-in, its claim status, CLAIM & VESTING opened and
 * left) · 15, in no eligibility list. Screenshots of what it checks (desktop 1440 px, phone 390 and
 * 320 px) are left in test-results/e2e/walkthrough-shots/ to be looked at.
 */
import { observedTotals } from '@gm-claim/shared/fairness/observed';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE } from '../browser';
import { signIn, UI_TIMEOUT, visible } from '../journey';
import { injectAxe } from '../screen-checks';
import { startSwitchableProxy } from '../tcp-proxy';
import { address, expectOnScreen, journey, RESULTS, stack } from './context';

const SHOTS = path.join(RESULTS, 'walkthrough-shots');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
}

// In the page (the tools have no DOM types): the page's width and the viewport's.
const WIDTHS = '({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth })';
// axe-core's WCAG 2 A/AA rules on the whole page: the violations by rule id and node count.
const AXE_RUN = `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } })
  .then((result) => result.violations.map((violation) => violation.id + ' (' + violation.nodes.length + ')'))`;
// The distinct line tops of an element's text.
const LINES = `(element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
}`;

/** The page is no wider than its viewport: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scroll, viewport } = (await page.evaluate(WIDTHS)) as { scroll: number; viewport: number };
  if (scroll > viewport) throw new Error(`${what}: the page is ${scroll} px wide in a ${viewport} px screen`);
}

/** axe-core on the page (WCAG 2 A/AA rules): no violation. Contrast over gradients is checked by eye. */
async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // Once per document, through the DevTools protocol (the site's CSP refuses an injected <script>).
  await injectAxe(page);
  const violations = (await page.evaluate(AXE_RUN)) as string[];
  if (violations.length > 0) throw new Error(`${what}: axe found ${violations.join(', ')}`);
}

/** The button's label sits on one line ("RETRY", never "RE/TR/Y"). */
async function expectOneLine(button: Locator, what: string): Promise<void> {
  const lines = (await button.evaluate(new Function(`return ${LINES}`)() as (element: unknown) => number)) as number;
  if (lines !== 1) throw new Error(`${what}: its label is broken over ${lines} lines`);
}

/** A fairness answer with three multipliers (the API's shape): the table the phone must fit. */
const FAIRNESS = {
  index: { chainId: 31337, indexedBlock: 120, chainHead: 120, lagBlocks: 0, confirmations: 0, updatedAt: new Date().toISOString() },
  multiples: [2, 4, 6].map((multiple, index) => ({
    multiple,
    resolved: 40 - index * 10,
    wins: 10 - index * 3,
    observedWinRate: (10 - index * 3) / (40 - index * 10),
    expectedWinRate: [0.25, 0.15, 0.12][index],
    expectedWins: (40 - index * 10) * ([0.25, 0.15, 0.12][index] as number),
    currentTable: [10, 100, 1_000, 10_000].map((unit) => ({
      unit: (BigInt(unit) * 10n ** 18n).toString(),
      probBps: [2500, 1500, 1200][index] as number,
      lossBps: [5000, 7000, 9000][index] as number,
    })),
    // 100 GM stakes: the wins return stake × multiple, the losses the stake less the loss share.
    ...fairnessSums(multiple, 40 - index * 10, 10 - index * 3, [2500, 1500, 1200][index] as number, [5000, 7000, 9000][index] as number),
    cancelled: 0,
    pending: 0,
  })),
  tableChanges: [],
  oddsMismatches: 0,
};

/** The API's exact sums of `resolved` 100 GM bets, `wins` of them won (ObservedTotals in libs/shared). */
function fairnessSums(multiple: number, resolved: number, wins: number, probBps: number, lossBps: number) {
  const unit = 100n * 10n ** 18n;
  const bets = Array.from({ length: resolved }, (_, i) => ({ unit, multiple, probBps, lossBps, success: i < wins, gained: i < wins ? BigInt(multiple) * unit : 0n }));
  const [totals] = observedTotals(bets);
  return {
    staked: String(totals?.staked ?? 0n),
    returned: String(totals?.returned ?? 0n),
    expectedScaled: String(totals?.expectedScaled ?? 0n),
    varianceScaled: String(totals?.varianceScaled ?? 0n),
  };
}

export function walkthroughJourneys(): void {
  // Item 3: the win-rates table made /fairness 530 px wide in a 390 px screen.
  journey('issue 20 – /fairness on a phone (390 and 320 px) – the win rates fit the screen, nothing scrolls sideways', async (j) => {
    for (const width of [390, 320]) {
      const { page, errors } = await j.open({ ...MOBILE, viewport: { width, height: 844 } });
      await page.route('**/challenges/fairness', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': stack.urls.web },
          body: JSON.stringify(FAIRNESS),
        }),
      );
      await page.goto(`${stack.urls.web}/fairness`);
      await visible(page.getByTestId('fairness-x6'));
      await expectNoSidewaysScroll(page, `/fairness at ${width} px`);
      // Each value keeps its column's name on the phone.
      await visible(page.getByTestId('fairness-x4').getByTestId('observed'));
      await shot(page, `phone-${width}-fairness`);
      await expectNoAxeViolations(page, `/fairness at ${width} px`);
      expect(errors).toEqual([]);
    }
  });

}

/** Account 2, read only (before pendingChallengeJourneys, which bets with it: the same lane). */
export function frozenNodeJourneys(): void {
  // Items 10 and 4. Account 2 has done its missions: after sign-in its claim status is read from the chain.
  journey('issue 20 – the node freezes – "still trying" after 2 s, the error and RETRY within the 7 s per node; CLAIM & VESTING with the node gone keeps RETRY one word', async (j) => {
    // Its own node (a proxy the test freezes) for this page only: the other lane's pages read the stack's node.
    const proxy = await startSwitchableProxy({ host: '127.0.0.1', port: Number(new URL(stack.urls.rpc).port) });
    try {
      const { page, errors } = await j.open(DESKTOP, { account: 2, appRpcUrl: proxy.url });
      await visible(page.getByText('Connect Your Wallets and Check Your Eligibility for GM'));
      await proxy.hang();
      await signIn(page);
      // Where the wallet stands is the first read of the chain: it goes to the frozen node.
      const standing = await visible(page.getByTestId('standing'));
      const frozenAt = Date.now();
      expect(await standing.getByTestId('still-trying').count()).toBe(0); // not at once: after 2 s
      await visible(standing.getByTestId('still-trying'), 6_000);
      const alert = await visible(standing.getByRole('alert'), 15_000);
      const errorAfter = Date.now() - frozenAt;
      expect(((await alert.textContent()) ?? '').trim()).toBe(
        'Your claim status could not be loaded. The blockchain cannot be reached right now. Please try again.RETRY',
      );
      // One node, frozen: its 7 s, not 7 s twice or more (a margin for a loaded machine).
      expect(errorAfter).toBeLessThan(10_500);
      await shot(page, 'desktop-1440-frozen-node-error');

      await proxy.up();
      await alert.getByRole('button', { name: 'RETRY' }).click();
      await visible(page.getByRole('heading', { name: 'Choose How to Claim' }), UI_TIMEOUT);

      // The node goes away: CLAIM & VESTING says its amounts could not be loaded, RETRY in one piece.
      await proxy.down();
      await page.getByRole('button', { name: 'CLAIM & VESTING' }).click();
      const modal = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
      const retry = await visible(modal.getByRole('alert').getByRole('button', { name: 'RETRY' }), 15_000);
      await expectOneLine(retry, 'RETRY at 1440 px');
      expect(await modal.getByRole('button', { name: 'YES, I AGREE' }).isDisabled()).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, 'desktop-1440-claim-vesting-retry.png') });
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await expectOneLine(retry, `RETRY at ${width} px`);
        await expectOnScreen(page, modal, `CLAIM & VESTING at ${width} px`);
        await expectOnScreen(page, retry, `its RETRY at ${width} px`);
        await page.screenshot({ path: path.join(SHOTS, `phone-${width}-claim-vesting-retry.png`) });
      }
      await expectNoAxeViolations(page, 'CLAIM & VESTING with its error');
      await proxy.up();
      await retry.click();
      await visible(modal.getByText('Immediate Claim amount').locator('xpath=..').filter({ hasText: /\d GM/ }), UI_TIMEOUT);
      expect(await modal.getByRole('button', { name: 'YES, I AGREE' }).isDisabled()).toBe(false);
      expect(errors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET/.test(error))).toEqual([]);
    } finally {
      await proxy.close();
    }
  }, 240_000);

}

export function notEligibleJourneys(): void {
  // Item 2: account 15 is in no eligibility list.
  journey('issue 20 – a wallet in no eligibility list signs in – told it is not eligible (the API\'s sentence), no CONTINUE TO MISSIONS; the phone check of its address says the same', async (j) => {
    const { page, errors } = await j.open(DESKTOP, { account: 15 });
    await signIn(page);
    const none = await visible(page.getByTestId('not-eligible'));
    expect(((await none.locator('strong').textContent()) ?? '').trim()).toBe('This wallet is not eligible for the GM airdrop.');
    expect(await page.getByRole('button', { name: 'CONTINUE TO MISSIONS' }).count()).toBe(0);
    expect(await page.getByTestId('total-eligible').count()).toBe(0);
    await shot(page, 'desktop-1440-not-eligible');
    await expectNoAxeViolations(page, 'VERIFY, not eligible');
    expect(errors).toEqual([]);

    const phone = await j.open(MOBILE);
    await (await visible(phone.page.getByRole('dialog', { name: 'GM Claim on mobile' }))).getByRole('button', { name: 'CLOSE' }).click();
    await phone.page.getByRole('button', { name: 'CONNECT WALLET' }).click();
    const check = await visible(phone.page.getByRole('dialog', { name: 'CHECK Eligibility' }));
    await check.getByPlaceholder('Enter your wallet address!').fill(address(15));
    await check.getByRole('button', { name: 'CHECK NOW' }).click();
    await visible(phone.page.getByTestId('not-eligible').filter({ hasText: 'This wallet is not eligible for the GM airdrop.' }));
    expect(await phone.page.getByTestId('total-eligible').count()).toBe(0);
    await expectNoSidewaysScroll(phone.page, 'the phone check, not eligible');
    await shot(phone.page, 'phone-390-not-eligible');
    await expectNoAxeViolations(phone.page, 'the phone check, not eligible');
  });
}
