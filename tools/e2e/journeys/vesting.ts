/**
 * Vesting pages: a BACKER schedule created by the owner task, a TEAM schedule with a cliff, the
 * returning user, then the PUBLIC vesting one month later (chain time travel: late in the run).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE } from '../browser';
import {
  connectWallet,
  eventually,
  reconnectWallet,
  rowValue,
  SCREENSHOT_DIR,
  screenshot,
  signIn,
  toast,
  switchLanguage,
  UI_TIMEOUT,
  visible,
} from '../journey';
import { expectPhoneScreen, expectScreen } from '../screen-checks';
import { increaseTime, waitForIndex } from '../stack';
import { address, DAY, formatUtc, journey, RESULTS, stack, upcomingReleasesOnChain } from './context';

/** Accounts 10 (BACKER), 14 (TEAM), 4 (returning after its Challenge claim). */
export function vestingJourneys(): void {
  journey('BACKER page – schedule created by the owner task – claims the TGE part', async (j) => {
    const csv = path.join(RESULTS, 'stack', 'backer.csv');
    writeFileSync(csv, `beneficiary,tgeAmount,releaseDay,month1,month2,month3\n${address(10)},5000,1,1000,1000,1000\n`);
    await stack.ownerTask(['create-schedules', 'BACKER', csv]);

    const { page, errors } = await j.open(DESKTOP, { account: 10, path: '/backer' });
    await visible(page.getByRole('heading', { name: 'Claim your tokens' }));
    await visible(
      page.getByText(
        'Your GM airdrop will unlock according to your vesting schedule. Track and claim your unlocked tokens below.',
      ),
    );
    await expectScreen(page, 'BACKER page, not connected');
    await screenshot(page, 'desktop-18-backer-not-connected');
    await connectWallet(page);
    await visible(page.getByRole('heading', { name: 'Vesting Progress' }));
    await visible(page.getByTestId('claimable').filter({ hasText: /^5,000 GM$/ }));
    await visible(page.getByText('8,000 GM total'));
    await visible(
      page.getByTestId('next-unlock').filter({ hasText: /^[A-Z][a-z]{2} \d{2} \d{4}, \d{2}:\d{2} \(UTC\)$/ }),
    );
    await expectScreen(page, 'BACKER dashboard');
    await screenshot(page, 'desktop-23-backer-dashboard');

    await page.getByRole('button', { name: 'CLAIM NOW' }).click();
    expect(await toast(page, 'Claim successful!')).toMatch(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
    await visible(page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
    const shares = page.locator('.gm-shares');
    await eventually(
      'Claimed',
      () => rowValue(shares, 'Claimed'),
      (value) => value === '5,000',
    );
    expect(await rowValue(shares, 'Locked')).toBe('3,000');
    await screenshot(page, 'desktop-24-backer-claimed');

    // The history modal describes this schedule (3 × 1,000 GM after 5,000 at TGE), not PUBLIC's 6 months,
    // and lists the claim from the API's index with how far the history goes.
    await waitForIndex(stack);
    await page.getByRole('button', { name: 'VIEW HISTORY' }).click();
    const modal = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
    await visible(modal.getByText('Vesting 3 Months', { exact: true }));
    expect(await modal.getByText('Vesting 6 Months').count()).toBe(0);
    expect(((await modal.getByTestId('per-month').textContent()) ?? '').trim()).toBe('1,000 GM');
    await visible(modal.getByText('5,000 GM unlocks at TGE, then 3,000 GM vests in 3 monthly releases of 1,000 GM.'));
    const history = modal.getByRole('region', { name: 'Claim history' });
    await visible(
      history.getByRole('listitem').filter({ hasText: /^[A-Z][a-z]{2} \d{2} \d{4}, \d{2}:\d{2} \(UTC\)5,000 GM$/ }),
    );
    await visible(history.getByTestId('history-coverage').filter({ hasText: /^History up to block [\d,]+\.$/ }));
    await expectScreen(page, 'BACKER history modal');
    await page.keyboard.press('Escape');

    // "Add to calendar": the .ics holds one event per upcoming release, as the chain's schedule says.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gm-backer-vesting-\d+\.ics$/);
    const ics = readFileSync(await download.path(), 'utf8');
    const events = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    const expected = await upcomingReleasesOnChain('BACKER', address(10));
    expect(expected).toHaveLength(3);
    expect(events.map((event) => [event.startDate.toJSDate().getTime() / 1000, event.summary])).toEqual(
      expected.map(({ month, timestamp, amount }) => [
        timestamp,
        `${amount} GM unlocks – GM BACKER vesting (month ${month} of 3)`,
      ]),
    );
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    // Issue 36 §6: "Download my claims (CSV)" on a wallet connected without sign-in asks to sign in, and
    // the sign-in is enough: the file comes without a second click.
    await page.getByRole('button', { name: 'Download my claims (CSV)' }).click();
    const sign = await visible(page.getByRole('dialog', { name: 'SIGN IN' }));
    const ledger = page.waitForEvent('download', { timeout: UI_TIMEOUT });
    await sign.getByRole('button', { name: 'SIGN NOW' }).click();
    const file = await ledger;
    expect(file.suggestedFilename()).toBe(`gm-claims-${address(10).toLowerCase()}.csv`);
    expect(readFileSync(await file.path(), 'utf8')).toMatch(/^Date,Sent Amount,[^\n]*\r?\n.*,0x[0-9a-f]{64}/);
    expect(errors).toEqual([]);
  });

  journey(
    'TEAM page – a 27-month schedule with a 12-month cliff: next unlock after the cliff, a legible chart; a second allocation shows beside it and is claimed on its own',
    async (j) => {
      const csv = path.join(RESULTS, 'stack', 'team.csv');
      const months = [...Array<string>(12).fill('0'), ...Array<string>(15).fill('2000')];
      writeFileSync(
        csv,
        `beneficiary,tgeAmount,releaseDay,${months.map((_, index) => `month${index + 1}`).join(',')}\n${address(14)},0,15,${months.join(',')}\n`,
      );
      await stack.ownerTask(['create-schedules', 'TEAM', csv]);
      const [firstRelease] = await upcomingReleasesOnChain('TEAM', address(14));

      const { page, errors } = await j.open(DESKTOP, { account: 14, path: '/team' });
      await connectWallet(page);
      await visible(page.getByText('30,000 GM total'));
      // Month 13 is the first that releases anything: the cliff months are no unlock.
      expect(firstRelease?.month).toBe(13);
      await visible(page.getByTestId('next-unlock').filter({ hasText: formatUtc(firstRelease?.timestamp ?? 0) }));
      const labels = page.locator('.gm-chart__date');
      expect(await labels.count()).toBe(27);
      for (const label of await labels.all()) {
        expect((await label.textContent()) ?? '').toMatch(/^[A-Z][a-z]{2} \d{4}$/);
        // Drawn at 11 px or more: the chart scrolls instead of shrinking.
        expect((await label.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(11);
      }
      await expectScreen(page, 'TEAM dashboard');
      await screenshot(page, 'desktop-25-team-27-months');

      // A second allocation for the same wallet (other terms: an additional schedule, not a repeat of
      // the first): the page shows both, each with its own CLAIM NOW.
      const extra = path.join(RESULTS, 'stack', 'team-extra.csv');
      writeFileSync(extra, `beneficiary,tgeAmount,releaseDay,month1,month2\n${address(14)},1000,15,500,500\n`);
      await stack.ownerTask(['create-schedules', 'TEAM', extra]);
      await page.reload();
      const summary = page.getByTestId('schedules-summary');
      await reconnectWallet(
        page,
        summary.filter({
          hasText: 'This wallet holds 2 vesting schedules, 32,000 GM in all. Each schedule is claimed on its own.',
        }),
      );
      const schedules = page.getByTestId('schedule');
      expect(await schedules.count()).toBe(2);
      const [first, second] = [schedules.nth(0), schedules.nth(1)];
      await visible(first.getByText('30,000 GM total'));
      await visible(second.getByText('2,000 GM total'));
      await visible(second.getByTestId('claimable').filter({ hasText: /^1,000 GM$/ }));
      await expectScreen(page, 'TEAM dashboard, two schedules');
      await screenshot(page, 'desktop-26-team-two-schedules');

      // The same page in a 320 px phone wallet's browser, in Russian (the longest of the app's
      // languages): both schedules and the summary fit, nothing is clipped, every control can be tapped.
      const phone = await j.open({ ...MOBILE, viewport: { width: 320, height: 640 } }, { account: 14, path: '/team' });
      await connectWallet(phone.page);
      await visible(phone.page.getByTestId('schedules-summary'));
      await switchLanguage(phone.page, 'ru');
      await visible(phone.page.getByTestId('schedules-summary').filter({ hasText: /2/ }));
      expect(await phone.page.getByTestId('schedule').count()).toBe(2);
      await expectPhoneScreen(phone.page, 'TEAM dashboard, two schedules, in Russian at 320 px');
      await screenshot(phone.page, 'phone-36-team-two-schedules-ru');
      expect(phone.errors).toEqual([]);
      await second.getByRole('button', { name: 'CLAIM NOW' }).click();
      expect(await toast(page, 'Claim successful!')).toMatch(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
      await visible(second.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
      // The first schedule, still in its cliff, is untouched.
      await visible(first.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
      expect(errors).toEqual([]);
    },
  );

  journey(
    'returning user after a claim – signs in and lands on the vesting dashboard; a reload of / does too',
    async (j) => {
      // Account 4 claimed with the vesting after its winning Challenge (above).
      const { page, errors } = await j.open(DESKTOP, { account: 4 });
      await signIn(page);
      await page.waitForURL('**/vesting', { timeout: UI_TIMEOUT });
      await visible(page.getByRole('heading', { name: 'Vesting Progress' }));
      await visible(page.getByTestId('claimable').filter({ hasText: /^\d[\d,.]* GM$/ }));
      await visible(
        page.getByText(
          'Your GM airdrop will unlock over a 6-month vesting period. Track and claim your unlocked tokens below.',
        ),
      );
      // "Choose How to Claim" never shows: the chain says this wallet has claimed.
      expect(await page.getByRole('heading', { name: 'Choose How to Claim' }).count()).toBe(0);

      await page.goto(`${stack.urls.web}/`);
      await page.waitForURL('**/vesting', { timeout: UI_TIMEOUT });
      await visible(page.getByRole('heading', { name: 'Vesting Progress' }));
      expect(errors).toEqual([]);
    },
  );
}

/** Screenshots only: VIEW HISTORY → the history modal, saved as `name`, then closed. */
async function historyScreenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await page.getByRole('button', { name: 'VIEW HISTORY' }).click();
  const history = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
  await visible(history.getByText('10% unlocks at TGE, then 90% vests linearly over 6 months.'));
  await screenshot(page, name);
  await page.keyboard.press('Escape');
  await history.waitFor({ state: 'hidden' });
}

/**
 * Account 3. It moves the chain a month ahead (server signatures would then be past their deadline):
 * only journeys that need no server signature may run after it.
 */
export function vestingMonthLaterJourneys(): void {
  journey('vesting – claimAndVest, dashboard, one month later CLAIM NOW – "Claim successful!"', async (j) => {
    // Account 3: 40,000 GM, missions done: 4,000 at TGE, 36,000 over 6 months (6,000 a month).
    const { page, errors } = await j.open(DESKTOP, { account: 3 });
    await signIn(page);
    await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));
    await page.getByRole('button', { name: 'CLAIM & VESTING' }).click();
    const modal = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
    await visible(
      modal.getByText(
        'No cliff, 10% immediately unlocks, and the remaining 90% follows a linear vesting schedule over 6 months.',
      ),
    );
    // Opened straight after sign-in, the modal may still be reading the amounts: it says so, then shows them.
    await modal.getByText('Loading your amounts…').waitFor({ state: 'hidden' });
    expect(await rowValue(modal, 'Unlock at TGE')).toBe('4,000 GM');
    expect(await rowValue(modal, 'Vesting 6 Months')).toBe('36,000 GM');
    expect(await rowValue(modal, 'GM per month')).toBe('6,000 GM');
    expect(await rowValue(modal, 'Claim now total')).toBe('4,000 GM');
    await modal.getByRole('button', { name: 'YES, I AGREE' }).click();
    await (await visible(page.getByRole('link', { name: 'Go to Vesting' }), UI_TIMEOUT)).click();

    await page.waitForURL('**/vesting');
    await visible(page.getByRole('heading', { name: 'Vesting Progress' }));
    await visible(
      page.getByText(
        'Your GM airdrop will unlock over a 6-month vesting period. Track and claim your unlocked tokens below.',
      ),
    );
    await visible(page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
    await visible(
      page.getByTestId('next-unlock').filter({ hasText: /^[A-Z][a-z]{2} \d{2} \d{4}, \d{2}:\d{2} \(UTC\)$/ }),
    );
    const shares = page.locator('.gm-shares');
    await eventually(
      'Claimed',
      () => rowValue(shares, 'Claimed'),
      (value) => value === '4,000',
    );
    expect(await rowValue(shares, 'Locked')).toBe('36,000');
    expect(await page.getByRole('button', { name: 'CLAIM NOW' }).isDisabled()).toBe(true);
    await screenshot(page, 'desktop-16-vesting-connected');
    await historyScreenshot(page, 'desktop-17-vesting-history-modal');

    await increaseTime(stack, 32 * DAY);
    await page.reload();
    // One or two monthly tranches have been released, depending on the release day.
    await visible(page.getByTestId('claimable').filter({ hasText: /^(6,000|12,000) GM$/ }));
    const released = ((await page.getByTestId('claimable').textContent()) ?? '').replace(/ GM$/, '');
    await expectScreen(page, 'vesting dashboard with a release');
    await screenshot(page, 'desktop-20-vesting-claimable');
    await page.getByRole('button', { name: 'CLAIM NOW' }).click();
    expect(await toast(page, 'Claim successful!')).toMatch(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
    // With its toast (2 s, with the transaction): its timer must keep running, or the shot would end it.
    await screenshot(page, 'desktop-21-claim-successful', { settleBar: false, animations: 'allow' });
    await visible(page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
    const claimed = (4_000 + Number(released.replace(/,/g, ''))).toLocaleString('en-US');
    await eventually(
      'Claimed',
      () => rowValue(shares, 'Claimed'),
      (value) => value === claimed,
    );
    await historyScreenshot(page, 'desktop-22-vesting-history-claimed');
    expect(errors).toEqual([]);
  });
}
