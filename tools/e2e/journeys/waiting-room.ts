/**
 * Issue 34 §3: the waiting room on a phone. Its own API process (same database and settings) admits one
 * claimant every 5 s with no burst, so the stack's API, which every other journey uses, never queues
 * anyone. Six others arrive first (straight to the API); the phone's visitor gets the seventh place:
 * it sees its place in line and the estimated wait, keeps its ticket across a reload, and moves on to
 * the TGE page by itself, with nothing clicked. No wallet: nothing on chain or in the database changes.
 *
 * In ../journeys.e2e.test.ts: the third lane, with the other journeys that wait on a clock (its ~30 s wait costs the other journeys nothing but a
 * process of its own).
 */
import { IPHONE_WALLET } from './phone';
import { screenshot, visible } from '../journey';
import { expectPhoneScreen } from '../screen-checks';
import { journey, stack } from './context';

const TICKET_KEY = 'gm-claim:queue-ticket';
const PASS_KEY = 'gm-claim:admission-pass';

export function waitingRoomJourneys(): void {
  journey('waiting room on a phone – place in line and estimated wait, kept across a reload, moves on by itself', async (j) => {
    const api = await stack.startSecondApi({ WAITING_ROOM_ADMIT_PER_SECOND: '0.2', WAITING_ROOM_BURST_SECONDS: '0' });
    try {
      for (let i = 0; i < 6; i++) {
        const response = await fetch(`${api.url}/queue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(response.status).toBe(200);
      }
      // Around the page: the claim flow's first request without a pass is refused while the line exists.
      const skipped = await fetch(`${api.url}/auth/nonce`);
      expect(skipped.status).toBe(429);
      expect(Number(skipped.headers.get('retry-after'))).toBeGreaterThan(0);

      const { page } = await j.open(IPHONE_WALLET, { apiUrl: api.url });
      await visible(page.getByRole('heading', { name: "You're in the waiting room" }));
      await visible(page.getByTestId('waiting-position').filter({ hasText: /\d+ (people|person) ahead of you/ }));
      await visible(page.getByTestId('waiting-eta').filter({ hasText: /less than a minute|about \d+ minutes?/ }));
      await expectPhoneScreen(page, 'the waiting room');
      await screenshot(page, 'phone-waiting-room');

      // A reload keeps the place: the same ticket, asked about again (no new place at the back).
      const ticket = await page.evaluate((key) => localStorage.getItem(key), TICKET_KEY);
      expect(ticket).toBeTruthy();
      await page.reload();
      await visible(page.getByTestId('waiting-room'));
      expect(await page.evaluate((key) => localStorage.getItem(key), TICKET_KEY)).toBe(ticket);

      // Nothing to click: its turn comes (≤ 35 s after it arrived) and the TGE page shows.
      await page.getByTestId('waiting-room').waitFor({ state: 'detached', timeout: 90_000 });
      await visible(page.getByRole('heading', { name: 'Connect Your Wallets and Check Your Eligibility for GM' }));
      expect(await page.evaluate((key) => localStorage.getItem(key), PASS_KEY)).toBeTruthy();
      expect(await page.evaluate((key) => localStorage.getItem(key), TICKET_KEY)).toBeNull();
      // Admitted, it is never sent back: another reload goes straight to the page.
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Connect Your Wallets and Check Your Eligibility for GM' }));
      expect(await page.getByTestId('waiting-room').count()).toBe(0);
    } finally {
      await api.stop();
    }
  });
}
