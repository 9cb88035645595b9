/**
 * Issue 34: the claim window on a phone at 320 px. The shared chain opened at its TGE and has no deadline, and moving
 * it would change every other journey; so each part runs on an API process of its own (same database, same chain)
 * started with a rehearsal of the window (CLAIM_WINDOW_PREVIEW_OPEN_AT / _DEADLINE, refused in production), which
 * both GET /claim-window and the signature check follow. Only this journey's pages use those processes.
 *
 * Account 26 (its missions done by the 320 px languages journey, in the same lane before this one): signs in and
 * sends nothing to the chain.
 * - before the opening: "Claims open on <date> (UTC)", a countdown that moves, CLAIM & VESTING and START CHALLENGE
 *   off, and the API refusing the signature with CLAIMS_NOT_OPEN;
 * - 10 days before a deadline: the banner that says when claims close, the buttons on;
 * - after a deadline: "Claims closed on <date>", the buttons off.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { MOBILE } from '../browser';
import { completeMissions, eventually, type Journey, screenshot, signIn, visible } from '../journey';
import { expectPhoneScreen } from '../screen-checks';
import { chainTime } from '../stack';
import { DAY, formatUtc, journey, stack } from './context';

const PHONE_320: BrowserContextOptions = { ...MOBILE, viewport: { width: 320, height: 640 } };
const ACCOUNT = 26;

/** Opens the claim step on an API rehearsing `preview`, signed in as account 26; stops that API afterwards. */
async function withWindow(
  j: Journey,
  preview: NodeJS.ProcessEnv,
  check: (page: Page, apiUrl: string) => Promise<void>,
): Promise<void> {
  const api = await stack.startSecondApi({ CLAIM_WINDOW_CACHE_MS: '0', ...preview });
  try {
    const { page } = await j.open(PHONE_320, { account: ACCOUNT, apiUrl: api.url });
    await signIn(page);
    // Its missions are done when the 320 px languages journey ran first (the full run); alone (-t), they are done here.
    const method = page.getByRole('heading', { name: 'Choose How to Claim' });
    const toMissions = page.getByRole('button', { name: 'CONTINUE TO MISSIONS' });
    await visible(method.or(toMissions), 60_000);
    if (await toMissions.isVisible()) {
      await toMissions.click();
      await visible(page.getByRole('heading', { name: 'Missions' }));
      await visible(page.getByRole('button', { name: 'COMPLETE' }).first());
      await completeMissions(page);
    }
    await visible(method, 60_000);
    await check(page, api.url);
  } finally {
    await api.stop();
  }
}

export function claimWindowJourneys(): void {
  journey(
    'claim window – before the opening a countdown with the buttons off, the deadline banner, then closed (320 px)',
    async (j) => {
      const now = await chainTime(stack);

      const openAt = now + 2 * DAY + 3_600;
      await withWindow(j, { CLAIM_WINDOW_PREVIEW_OPEN_AT: String(openAt) }, async (page, apiUrl) => {
        await visible(page.getByRole('heading', { name: `Claims open on ${formatUtc(openAt)}` }));
        const countdown = await visible(page.getByTestId('claim-countdown'));
        const first = (await countdown.textContent()) ?? '';
        expect(first).toMatch(/^Opens in 2 d \d\d:\d\d:\d\d$/);
        // It moves on by itself, second by second.
        await eventually(
          'the countdown moving',
          async () => (await countdown.textContent()) ?? '',
          (text) => text !== first,
          5_000,
        );
        expect(await page.getByRole('button', { name: 'CLAIM & VESTING' }).isDisabled()).toBe(true);
        expect(await page.getByRole('button', { name: 'START CHALLENGE' }).isDisabled()).toBe(true);
        // The API agrees: no signature before the opening, with the time.
        const token = await page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('gm-claim-store') ?? '{}') as { state?: { access_token?: string } }).state
              ?.access_token ?? '',
        );
        const refused = await fetch(`${apiUrl}/signature`, { headers: { authorization: `Bearer ${token}` } });
        const body = (await refused.json()) as { code?: string; timestamp?: number };
        expect({ status: refused.status, code: body.code, timestamp: body.timestamp }).toEqual({
          status: 409,
          code: 'CLAIMS_NOT_OPEN',
          timestamp: openAt,
        });
        await expectPhoneScreen(page, 'the claim step before the opening at 320 px');
        await screenshot(page, 'window-01-before-opening-320');
      });

      const deadline = now + 10 * DAY;
      await withWindow(j, { CLAIM_WINDOW_PREVIEW_DEADLINE: String(deadline) }, async (page) => {
        await visible(page.getByText(`Claims close on ${formatUtc(deadline)}.`, { exact: false }));
        await visible(page.getByRole('button', { name: 'CLAIM & VESTING' }).and(page.locator(':enabled')));
        await expectPhoneScreen(page, 'the claim step 10 days before the deadline at 320 px');
        await screenshot(page, 'window-02-deadline-banner-320');
      });

      const closedAt = now - 60;
      await withWindow(j, { CLAIM_WINDOW_PREVIEW_DEADLINE: String(closedAt) }, async (page) => {
        await visible(page.getByRole('heading', { name: `Claims closed on ${formatUtc(closedAt)}` }));
        expect(await page.getByRole('button', { name: 'CLAIM & VESTING' }).isDisabled()).toBe(true);
        expect(await page.getByRole('button', { name: 'START CHALLENGE' }).isDisabled()).toBe(true);
        await expectPhoneScreen(page, 'the claim step after the deadline at 320 px');
        await screenshot(page, 'window-03-closed-320');
      });
    },
    { timeout: 240_000 },
  );
}
