/**
 * The public status page (issue 34 §2) with the API stopped: the page reads /status.json, a file nginx serves,
 * so it stays readable; the stopped instance shows as failing within 15 s; and once the status writer itself is
 * stopped the page says since when it has not been updated. No wallet, on a 320 px phone.
 */
import { MOBILE } from '../browser';
import { screenshot, visible } from '../journey';
import { expectPhoneScreen } from '../screen-checks';
import { journey, stack } from './context';

export function statusJourneys(): void {
  journey(
    '/status with the API stopped – still readable, the stopped API failing within 15 s; "Status not updated since" once its writer stops',
    async (j) => {
      // An API process of this journey's own (the stack's keeps answering the other lane), which the page and the
      // status writer both use, and a status writer of its own probing it.
      const api = await stack.startSecondApi();
      const writer = await stack.startStatusWriter({
        STATUS_API_URLS: api.url,
        STATUS_INDEXER_URLS: stack.urls.indexerMetrics,
      });
      try {
        const { page } = await j.open(
          { ...MOBILE, viewport: { width: 320, height: 700 } },
          { apiUrl: api.url, path: '/status' },
        );
        await visible(page.getByRole('heading', { name: 'Status', exact: true }), 30_000);
        await visible(page.locator('[data-testid="status-api-1"][data-ok="true"]'), 30_000);
        await visible(page.getByTestId('status-claims'));

        await api.stop();
        const stoppedAt = Date.now();
        // The writer sees it at its next round (1 s here); the page reads the file every 10 s.
        await visible(page.locator('[data-testid="status-api-1"][data-ok="false"]'), 30_000);
        const shownAfter = Date.now() - stoppedAt;
        expect(shownAfter).toBeLessThanOrEqual(15_000);
        await visible(page.getByTestId('status-overall').filter({ hasText: 'Claims cannot be served right now.' }));
        await expectPhoneScreen(page, '/status with the API stopped, 320 px');
        await screenshot(page, 'mobile-status-api-stopped');

        // A reload while the API is down: the page still comes (it asks the API nothing).
        await page.reload();
        await visible(page.locator('[data-testid="status-api-1"][data-ok="false"]'), 30_000);

        // The writer stops too: after 30 s the page says since when the status is not updated.
        await writer.stop();
        const stale = await visible(page.getByTestId('status-stale'), 60_000);
        expect(((await stale.textContent()) ?? '').trim()).toMatch(
          /^Status not updated since \w{3} \d{2} \d{4}, \d{2}:\d{2} \(UTC\)\.$/,
        );
        await expectPhoneScreen(page, '/status not updated, 320 px');
      } finally {
        await writer.stop();
        await api.stop();
      }
    },
    { timeout: 180_000 },
  );
}
