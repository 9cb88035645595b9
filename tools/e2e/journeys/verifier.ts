/**
 * What anyone checks without a wallet: the verifier page of each Challenge of challenge.ts (from the
 * index, then from the chain alone), /fairness, /privacy and /terms.
 */
import { DESKTOP } from '../browser';
import { screenshot, UI_TIMEOUT, visible } from '../journey';
import { expectScreen } from '../screen-checks';
import { waitForIndex } from '../stack';
import { journey, stack } from './context';
import { verified } from './challenge';

/** Reads `verified` (the hrefs the Challenge journeys left) and the two resolved x2 Challenges. */
export function verifierJourneys(): void {
  // Issue 15: anyone, without a wallet, checks a Challenge's draw on its own page.
  for (const [name, word, draw, verdict] of [
    ['win', '0', '0 < probBps 2500 → WIN', 'WIN'],
    ['loss', '9999', '9999 ≥ probBps 2500 → LOSE', 'LOSE'],
  ] as const) {
    journey(
      `verifier page of the ${name} – no wallet – the random word, the formula and the recomputed outcome match the contract's`,
      async (j) => {
        const href = verified[name];
        expect(href).toMatch(/^\/challenge\/\d+$/); // left by the Challenge above
        await waitForIndex(stack);
        const { page, errors } = await j.open(DESKTOP, { path: href as string });
        await visible(page.getByRole('heading', { name: 'Verify a Challenge' }));
        await visible(
          page.getByTestId('source-note').filter({ hasText: /^From the event index \(indexed up to block \d+/ }),
          UI_TIMEOUT,
        );
        await visible(page.getByTestId('random-word').filter({ hasText: new RegExp(`^${word}$`) }), UI_TIMEOUT);
        expect(((await page.getByTestId('formula').textContent()) ?? '').trim()).toBe(
          `randomWord mod 10000 = ${word}\n${draw}`,
        );
        expect((await page.getByTestId('recomputed-outcome').textContent())?.trim()).toBe(verdict);
        expect((await page.getByTestId('contract-outcome').textContent())?.trim()).toBe(verdict);
        await visible(page.getByTestId('outcome-match').filter({ hasText: 'They match' }));
        expect((await page.getByTestId('request-id').textContent()) ?? '').toContain(
          (href as string).split('/').pop() as string,
        );
        expect((await page.getByTestId('stake').textContent())?.trim()).toBe('10 GM');
        expect((await page.getByTestId('multiplier').textContent())?.trim()).toBe('x2');
        await visible(page.getByTestId('recorded-odds').filter({ hasText: '25% win chance (probBps 2500)' }));
        await visible(page.getByTestId('table-row').filter({ hasText: '(the same as recorded)' }));
        await visible(page.getByTestId('bet-tx').filter({ hasText: /0x[0-9a-f]{64}/ }));
        await visible(page.getByTestId('fulfilment-tx').filter({ hasText: /0x[0-9a-f]{64}/ }));
        await visible(
          page
            .getByTestId('credited')
            .filter({ hasText: name === 'win' ? '20 GM (stake × 2)' : '5 GM (the stake less 50%)' }),
        );
        // The local chain has no explorers: no links that lead nowhere.
        await visible(page.getByTestId('request-id').filter({ hasText: '(the local chain has no VRF explorer)' }));
        expect(await page.locator('.gm-verify a[target="_blank"]').count()).toBe(0);
        await expectScreen(page, `verifier page of the ${name}`);
        await screenshot(page, `desktop-25-verifier-${name}`);
        expect(errors).toEqual([]);
      },
    );
  }

  journey('verifier page with the API unreachable – the same Challenge read from the chain, saying so', async (j) => {
    expect(verified.win).toBeDefined();
    // The browser cannot reach the API's Challenge routes (refused); the chain node still answers.
    // (A route, not stopApi(): the stack's other journeys keep their API process and database session.)
    const { page, errors } = await j.open(DESKTOP);
    await page.route('**/challenges/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${stack.urls.web}${verified.win as string}`);
    await visible(
      page.getByTestId('source-note').filter({
        hasText:
          'The history API cannot answer: The server cannot be reached. Please try again later. Read from the chain directly.',
      }),
      UI_TIMEOUT,
    );
    await visible(page.getByTestId('random-word').filter({ hasText: /^0$/ }));
    await visible(page.getByTestId('outcome-match').filter({ hasText: 'They match' }));
    await visible(page.getByTestId('table-row').filter({ hasText: '(the same as recorded)' }));
    await visible(page.getByTestId('bet-tx').filter({ hasText: /0x[0-9a-f]{64}/ }));
    expect(errors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(error))).toEqual([]);
  });

  journey(
    '/fairness – from the footer – the two resolved x2 Challenges, their win rate next to the odds, the 3σ band',
    async (j) => {
      await waitForIndex(stack);
      const { page, errors } = await j.open(DESKTOP);
      await (await visible(page.getByRole('contentinfo').getByRole('link', { name: 'Fairness' }))).click();
      await page.waitForURL('**/fairness');
      await visible(page.getByRole('heading', { name: 'Is the Challenge fair?' }));
      await visible(page.getByText('Chainlink VRF', { exact: false }).first());
      const x2 = await visible(page.getByTestId('fairness-x2'), UI_TIMEOUT);
      // The win (word 0) and the loss (word 9999) above, at 25%: 1 of 2, inside 25% ± 3·√(0.25·0.75/2).
      expect((await x2.getByTestId('resolved').textContent())?.trim()).toBe('2 (1 won)');
      expect((await x2.getByTestId('observed').textContent())?.trim()).toBe('50.0%');
      expect((await x2.getByTestId('expected').textContent())?.trim()).toMatch(/^25\.0%/);
      expect((await x2.getByTestId('band').textContent())?.trim()).toBe('0.0% – 100.0%');
      expect((await x2.getByTestId('verdict').textContent())?.trim()).toBe('within the band');
      await visible(page.getByTestId('index-status').filter({ hasText: /^From the event index, up to block \d+/ }));
      await expectScreen(page, '/fairness');
      await screenshot(page, 'desktop-26-fairness');
      expect(errors).toEqual([]);
    },
  );
}

/** The footer's documents. */
export function publicPageJourneys(): void {
  journey('/privacy and /terms – the footer opens them in a new tab; each renders its document', async (j) => {
    const { page, errors } = await j.open(DESKTOP);
    const legal = page.getByRole('navigation', { name: 'Legal' });
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
    ] as const) {
      const link = await visible(legal.getByRole('link', { name }));
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
    }

    await page.goto(`${stack.urls.web}/privacy`);
    const privacy = page.locator('article.gm-legal');
    await visible(privacy.getByRole('heading', { name: 'Privacy Policy' }));
    await visible(privacy.getByText('We do not collect names, e-mail addresses or private keys.', { exact: false }));
    await visible(privacy.getByText(/^Questions: \S+@\S+\.$/));
    await expectScreen(page, '/privacy');

    await page.goto(`${stack.urls.web}/terms`);
    const terms = page.locator('article.gm-legal');
    await visible(terms.getByRole('heading', { name: 'Terms and Conditions' }));
    await visible(
      terms.getByText(
        'Vesting claims unlock 10% at TGE and vest the remaining 90% linearly over 6 months, with no cliff.',
      ),
    );
    await visible(terms.getByText(/x2: \d+(\.\d+)?% win chance/));
    await expectScreen(page, '/terms');
    await screenshot(page, 'desktop-19-terms');
    expect(errors).toEqual([]);
  });
}
