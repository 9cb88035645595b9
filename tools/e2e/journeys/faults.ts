/**
 * What the app shows when something fails: the API answering 429 and 500, the RPC node unreachable,
 * the API stopped and restarted, an expired session refreshed by two tabs at once, and last the
 * realities of public nodes on a 200,000-block chain.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP } from '../browser';
import { connectAndSign, signIn, toast, toastHistory, visible } from '../journey';
import { createChaosProxy, mineBlocks } from '../../chaos/chaos-proxy.js';
import { startSwitchableProxy } from '../tcp-proxy';
import { address, journey, RESULTS, stack } from './context';
import { verified } from './challenge';

/** Account 6 (after its eligibility): the API's errors, answered by a route in the browser. */
export function apiErrorJourneys(): void {
  journey(
    'VERIFY – the API answers 429, then 500 – the error with a retry and no "0 GM"; then the eligibility',
    async (j) => {
      const { page } = await j.open(DESKTOP, { account: 6 });
      // A proxy in front of GET /user/token: it answers for the API while `answer` is set.
      let answer: { status: number; body: { message: string; code: string } } | undefined = {
        status: 429,
        body: { message: 'Too many requests, please try again later', code: 'RATE_LIMITED' },
      };
      await page.route('**/user/token', async (route) => {
        if (!answer || route.request().method() === 'OPTIONS') return route.continue();
        await route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': stack.urls.web },
          body: JSON.stringify(answer.body),
        });
      });
      await signIn(page);
      await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }));
      const panel = page
        .locator('.gm-panel')
        .filter({ has: page.getByRole('heading', { name: 'Your GM Eligibility' }) });
      const alert = await visible(panel.getByRole('alert'));
      expect(((await alert.textContent()) ?? '').trim()).toBe('Too many requests, please try again laterRETRY');
      await toast(page, 'Too many requests, please try again later');
      expect(await panel.getByTestId('total-eligible').count()).toBe(0);
      expect((await panel.textContent()) ?? '').not.toMatch(/\d\s*GM\b/);
      expect(await panel.getByRole('button', { name: 'CONTINUE TO MISSIONS' }).isDisabled()).toBe(true);

      answer = { status: 500, body: { message: 'Internal server error', code: 'INTERNAL_ERROR' } };
      await panel.getByRole('button', { name: 'RETRY' }).click();
      await visible(
        panel.getByRole('alert').filter({ hasText: 'Something went wrong on our side. Please try again later.' }),
      );
      expect((await panel.textContent()) ?? '').not.toMatch(/\d\s*GM\b/);

      answer = undefined;
      await panel.getByRole('button', { name: 'RETRY' }).click();
      await visible(panel.getByTestId('total-eligible').filter({ hasText: '7,000.50 GM' }));
      expect(await panel.getByRole('button', { name: 'CONTINUE TO MISSIONS' }).isDisabled()).toBe(false);
    },
  );

}

/** Accounts 1 and 10, after their claims (the Challenge loss, the BACKER schedule): the app's RPC node unreachable. */
export function rpcFaultJourneys(): void {
  journey(
    'RPC unreachable – /vesting and the BACKER page show the error with a retry, never "0 GM"; the data once it answers',
    async (j) => {
      // The app reads through a proxy in front of the node; the wallet keeps talking to the node itself.
      const proxy = await startSwitchableProxy({ host: '127.0.0.1', port: Number(new URL(stack.urls.rpc).port) });
      try {
        // Account 1 claimed with the vesting after its lost Challenge; account 10 has the BACKER schedule.
        for (const [account, path, total] of [
          [1, '/vesting', /GM total$/],
          [10, '/backer', /^8,000 GM total$/],
        ] as const) {
          await proxy.down();
          const { page, errors } = await j.open(DESKTOP, { account, path, appRpcUrl: proxy.url });
          await page.locator('.gm-claim').getByRole('button', { name: 'CONNECT WALLET' }).click();
          await (
            await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }))
          )
            .getByRole('button', { name: 'MetaMask' })
            .click();
          const alert = await visible(page.locator('.gm-dashboard').getByRole('alert'));
          expect(((await alert.textContent()) ?? '').trim()).toBe(
            'Your vesting schedule could not be loaded. The blockchain cannot be reached right now. Please try again.RETRY',
          );
          expect(await page.getByTestId('claimable').count()).toBe(0);
          if (account === 1) {
            // The PUBLIC dashboard lists the wallet's Challenges from the index, each linked to its verifier page.
            const mine = await visible(
              page
                .getByTestId('my-challenges')
                .getByRole('listitem')
                .filter({ hasText: /^10 GM at x2: lost/ }),
            );
            expect(await mine.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(verified.loss);
          }
          // No amount read from the chain anywhere on the claim page (My Challenges is the API's index).
          const mineText = (await page.getByTestId('my-challenges').count())
            ? await page.getByTestId('my-challenges').textContent()
            : '';
          const claimText = (await page.locator('.gm-claim').textContent()) ?? '';
          expect(claimText.replace(mineText ?? '', '')).not.toMatch(/\d\s*GM\b/);

          await proxy.up();
          await page.locator('.gm-dashboard').getByRole('button', { name: 'RETRY' }).click();
          await visible(page.getByTestId('claimable').filter({ hasText: /^\d[\d,.]* GM$/ }));
          await visible(page.locator('.gm-amount').filter({ hasText: total }));
          expect(errors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(error))).toEqual([]);
        }
      } finally {
        await proxy.close();
      }
    },
  );

}

/** Account 9. The API is stopped and restarted here: outside the lanes (the other lane's journeys use it). */
export function apiStoppedJourneys(): void {
  journey('API stopped – sign-in shows an error and nothing stays stuck; works again once it is back', async (j) => {
    // This journey's own API process (same database and settings): stopping it (the process killed) leaves
    // the stack's API, which the other lane's journeys use, answering. It comes back on the same port.
    let api = await stack.startSecondApi();
    try {
      const { page } = await j.open(DESKTOP, { account: 9, apiUrl: api.url });
      await visible(page.getByRole('button', { name: 'CHECK ELIGIBILITY' }));
      await api.stop();
      const sign = await connectAndSign(page);
      // The API client's own wording for "no response", never the browser's raw "Failed to fetch".
      const message = await visible(page.locator('.Toastify__toast--error'));
      expect(((await message.textContent()) ?? '').trim()).toBe('The server cannot be reached. Please try again later.');
      await sign.waitFor({ state: 'hidden' });
      await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'hidden' });
      await visible(page.getByRole('button', { name: 'CONNECT WALLET' }));
      api = await stack.startSecondApi({}, api.port);
      await signIn(page);
      // A restarted process answers its first requests slowly on a loaded machine (CI runs the Solidity
      // tests and the rehearsal beside the journeys): a minute, and what the page said if it never comes.
      await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }), 60_000).catch(async (error: unknown) => {
        if (error instanceof Error) {
          const shown = ((await page.locator('main').textContent().catch(() => '')) ?? '').replace(/\s+/g, ' ').slice(0, 300);
          error.message += `\n${await toastHistory(page)}\nThe page shows: ${shown}`;
        }
        throw error;
      });
      await visible(page.getByTestId('total-eligible').filter({ hasText: '3,000 GM' }));
    } finally {
      await api.stop();
    }
  });
}

/** Account 11 (after its sign-in in walletJourneys): an expired session refreshed by two tabs at once, on a second API. */
export function sessionRefreshJourneys(): void {
  journey(
    'two tabs refreshing one expired session at once – one refresh, both stay signed in',
    async (j) => {
      // This journey's own API process (same database and settings) issues access tokens that expire
      // after 30 s (its minimum); the stack's API, which the other lane's journeys use, is untouched.
      const api = await stack.startSecondApi({ ACCESS_TOKEN_TTL_SECONDS: '30' });
      try {
        const first = await j.open(DESKTOP, { account: 11, apiUrl: api.url });
        await signIn(first.page);
        await visible(first.page.getByTestId('total-eligible').filter({ hasText: '1,500 GM' }));
        const second = await j.tab(first, 11);
        // The second tab shares the session: no sign-in, straight to where the wallet stands.
        await visible(second.page.getByTestId('total-eligible').filter({ hasText: '1,500 GM' }));
        const refreshes: string[] = [];
        for (const [name, tab] of [
          ['first', first.page],
          ['second', second.page],
        ] as const) {
          tab.on('request', (request) => {
            if (request.method() === 'POST' && request.url().endsWith('/auth/refresh')) refreshes.push(name);
          });
        }
        // The access token expires: wait until a second past its `exp` (the API's clock is this machine's).
        const token = await first.page.evaluate(
          () => (JSON.parse(localStorage.getItem('gm-claim-store') ?? '{}') as { state?: { access_token?: string } }).state?.access_token,
        );
        const { exp } = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
        expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(30_000);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 + 1_000 - Date.now())));

        // Both tabs load again, and their first request with the expired token (GET /user/missions, to
        // read where the wallet stands) is held until both have sent it: their refreshes meet.
        let arrived = 0;
        let release: () => void = () => undefined;
        const bothArrived = new Promise<void>((resolve) => (release = resolve));
        for (const tab of [first.page, second.page]) {
          await tab.route('**/user/missions', async (route) => {
            if (route.request().method() !== 'GET') return route.continue();
            arrived += 1;
            if (arrived === 2) release();
            await bothArrived;
            await route.continue();
          });
        }
        // And a refresh is held until a second one comes (or 3 s pass): if both tabs refreshed, their
        // requests would reach the API together and the second would spend a rotated token.
        let refreshing = 0;
        let releaseRefresh: () => void = () => undefined;
        const secondRefresh = new Promise<void>((resolve) => (releaseRefresh = resolve));
        for (const tab of [first.page, second.page]) {
          await tab.route('**/auth/refresh', async (route) => {
            if (route.request().method() !== 'POST') return route.continue();
            refreshing += 1;
            if (refreshing === 2) releaseRefresh();
            await Promise.race([secondRefresh, new Promise((resolve) => setTimeout(resolve, 3_000))]);
            await route.continue();
          });
        }
        await Promise.all([first.page.reload(), second.page.reload()]);
        for (const tab of [first.page, second.page]) {
          await visible(tab.getByTestId('total-eligible').filter({ hasText: '1,500 GM' }));
          expect(await tab.getByRole('dialog', { name: 'SIGN IN' }).count()).toBe(0);
        }
        expect(refreshes).toHaveLength(1);
        const stored = await second.page.evaluate(
          () => JSON.parse(localStorage.getItem('gm-claim-store') ?? '{}') as { state?: Record<string, unknown> },
        );
        expect(stored.state?.access_token).toEqual(expect.any(String));
        expect(stored.state?.refresh_token).toEqual(expect.any(String));
      } finally {
        await api.stop();
      }
    },
    150_000,
  );
}

/** Account 13. Mines 200,000 blocks: the very last journey. */
export function publicNodeJourneys(): void {
  journey(
    'public-node realities – two read nodes, one dead and one flaky (429s, getLogs capped at 5,000), a 200,000-block chain: sign-in, dashboard, claim and history work',
    async (j) => {
      const started = Date.now();
      const csv = path.join(RESULTS, 'stack', 'backer-chaos.csv');
      // A 3-month cliff: after the suite's time travel (about five weeks) only the TGE part is claimable.
      writeFileSync(
        csv,
        `beneficiary,tgeAmount,releaseDay,month1,month2,month3,month4\n${address(13)},700,1,0,0,0,300\n`,
      );
      await stack.ownerTask(['create-schedules', 'BACKER', csv]);
      // The schedule is 200,000 blocks old: a history read from the chain alone spans 40+ capped ranges.
      const head = await mineBlocks(stack.urls.rpc, 200_000);
      expect(head).toBeGreaterThan(200_000);
      const dead = await createChaosProxy({ target: stack.urls.rpc, mode: { dead: 'refuse' } });
      const flaky = await createChaosProxy({
        target: stack.urls.rpc,
        mode: { getLogsMaxRange: 5_000, rate429: 0.2, latencyMs: 50, jitterMs: 100 },
      });
      try {
        const { page, errors } = await j.open(DESKTOP, { account: 13, appRpcUrls: [dead.url, flaky.url] });
        await signIn(page);
        await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }));

        await page.goto(`${stack.urls.web}/backer`);
        const connect = page.locator('.gm-claim').getByRole('button', { name: 'CONNECT WALLET' });
        const progress = page.getByRole('heading', { name: 'Vesting Progress' });
        await visible(connect.or(progress));
        if (await connect.isVisible()) {
          await connect.click();
          await (
            await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }))
          )
            .getByRole('button', { name: 'MetaMask' })
            .click();
        }
        await visible(page.getByTestId('claimable').filter({ hasText: /^700 GM$/ }));
        await visible(page.getByText('1,000 GM total'));
        await page.getByRole('button', { name: 'CLAIM NOW' }).click();
        await toast(page, 'Claim successful!');
        await visible(page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));

        // From the API's index: complete up to the head (the index, topped up from the node when it trails by
        // ≤ 5,000 blocks), or saying how far behind it is (the claim is 200,000 blocks past the schedule).
        const claimRow = /^[A-Z][a-z]{2} \d{2} \d{4}, \d{2}:\d{2} \(UTC\)700 GM$/;
        await page.getByRole('button', { name: 'VIEW HISTORY' }).click();
        let modal = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
        const coverage = ((await (await visible(modal.getByTestId('history-coverage'))).textContent()) ?? '').trim();
        const indexStatus = await (await fetch(`${stack.urls.api}/index/status`)).text();
        if (/ blocks behind the chain: /.test(coverage)) {
          expect(coverage).toMatch(
            /^History up to block [\d,]+\. The history index is [\d,]+ blocks behind the chain: claims after block [\d,]+ are not listed yet\.$/,
          );
        } else {
          // Complete: from the index (topped up from the node), or from the chain when the API did not answer.
          expect(coverage).toMatch(/^(History up to block [\d,]+\.|Read from the blockchain up to block [\d,]+: .*)$/);
          await visible(modal.getByRole('listitem').filter({ hasText: claimRow }));
        }
        await page.keyboard.press('Escape');

        // The API failing for this read (its request aborted in the browser): the chain alone, in capped ranges.
        await page.route('**/vesting/*/schedules/*/claims', (route) => route.abort('connectionrefused'));
        flaky.resetStats();
        const scanStarted = Date.now();
        await page.getByRole('button', { name: 'VIEW HISTORY' }).click();
        modal = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
        await visible(modal.getByRole('listitem').filter({ hasText: claimRow }), 120_000);
        await visible(
          modal
            .getByTestId('history-coverage')
            .filter({ hasText: /^Read from the blockchain up to block [\d,]+: the history index is unavailable/ }),
        );
        const scanMs = Date.now() - scanStarted;
        const stats = flaky.stats();
        expect(stats.rateLimited).toBeGreaterThan(0);
        expect(stats.methods.eth_getLogs ?? 0).toBeGreaterThanOrEqual(40);
        expect(stats.rangeRejected).toBe(0); // every range the app asked for was within the cap
        expect(
          errors.filter(
            (error) => !/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED|429|CORS policy/.test(error),
          ),
        ).toEqual([]);
        console.log(
          `chaos journey: index ${indexStatus}; the history said "${coverage}"; ${((Date.now() - started) / 1000).toFixed(1)} s in all; history from the chain alone over ${head.toLocaleString('en-US')} blocks in ${(scanMs / 1000).toFixed(1)} s; flaky node: ${stats.requests} requests, ${stats.rateLimited} answered 429, ${stats.methods.eth_getLogs ?? 0} eth_getLogs`,
        );
      } finally {
        await dead.close();
        await flaky.close();
      }
    },
    300_000,
  );
}
