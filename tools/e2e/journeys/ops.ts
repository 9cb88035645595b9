/**
 * The operator's cockpit (/ops): the contracts' owner (account 0, the deployer) signs in and sees the campaign's
 * figures, on a desktop and on a 390 px phone, with axe finding nothing and the export reached by keyboard; a
 * wallet that is no operator (account 21) signs in and is told so, with no figure on the page. The API decides who
 * is an operator (the owner read from the chain, or OPS_ADDRESSES): the page only asks it. Reads the seed only:
 * runs anywhere before the time travel.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP, MOBILE } from '../browser';
import { screenshot, UI_TIMEOUT, switchLanguage, visible } from '../journey';
import { expectAccessible, expectNoOverflow, expectPhoneScreen } from '../screen-checks';
import { waitForIndex } from '../stack';
import { journey, stack } from './context';

const PHONE: BrowserContextOptions = { ...MOBILE, viewport: { width: 390, height: 844 } };
/** The seed's eligible wallets and their GM (exact figures: apps/api/test/ops-ledger.test.ts). */
const ELIGIBLE = /^\d{2} · \d{3},\d{3}(\.\d\d)? GM$/;

/** /ops → CONNECT WALLET → MetaMask → SIGN IN → SIGN NOW (also the appeal journey's operator). */
export async function signInOnOps(page: Page): Promise<void> {
  await (await visible(page.getByRole('button', { name: 'CONNECT WALLET' }).last())).click();
  const connect = await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }));
  await connect.getByRole('button', { name: 'MetaMask' }).click();
  await connect.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  await (await visible(page.getByRole('button', { name: 'SIGN IN' }))).click();
  const sign = await visible(page.getByRole('dialog', { name: 'SIGN IN' }));
  await sign.getByRole('button', { name: 'SIGN NOW' }).click();
  await sign.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
}


/** Operators and everyone else on /ops. */
export function opsJourneys(): void {
  journey(
    "the contracts' owner – signs in on /ops and sees the campaign, the risk and the contracts (desktop and 390 px)",
    async (j) => {
      await waitForIndex(stack);
      const { page } = await j.open(DESKTOP, { account: 0, path: '/ops' });
      await visible(page.getByText("Connect an operator's wallet and sign in to open the cockpit."));
      await signInOnOps(page);
      await visible(page.getByTestId('ops-live'));
      await visible(page.getByTestId('ops-eligible').getByText(ELIGIBLE));
      await visible(page.getByTestId('ops-signed-in').getByText(/^\d+$/));
      await visible(page.getByTestId('ops-runway'));
      await visible(page.getByTestId('ops-buffer'));
      await visible(page.getByRole('img', { name: /Claims per hour/ }));
      await visible(page.getByTestId('ops-vestings').getByRole('rowheader', { name: 'BACKER' }));
      expect(await page.getByTestId('ops-live').textContent()).toContain("signed in as the contracts' owner");
      await expectAccessible(page, '/ops (desktop)');
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
      // The session is in the stored tokens; the wallet reconnects by itself, or is connected once more.
      const connectAgain = phone.page.getByRole('button', { name: 'CONNECT WALLET' }).last();
      await visible(phone.page.getByTestId('ops-live').or(connectAgain));
      // A phone with an injected wallet may reconnect by itself a moment after the first paint (the button
      // then leaves the page): give it that moment before connecting by hand.
      const live = phone.page.getByTestId('ops-live');
      const reconnected = await live
        .waitFor({ state: 'visible', timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (!reconnected) {
        await connectAgain.click();
        const connect = await visible(phone.page.getByRole('dialog', { name: 'CONNECT WALLET' }));
        await connect.getByRole('button', { name: 'MetaMask' }).click();
      }
      await visible(phone.page.getByTestId('ops-buffer'));
      await visible(phone.page.getByTestId('ops-eligible').getByText(ELIGIBLE));
      await expectNoOverflow(phone.page, '/ops at 390 px');
      await expectAccessible(phone.page, '/ops at 390 px');
      await screenshot(phone.page, 'mobile-07-ops-cockpit-390', { settleBar: false });

      // The narrowest phone in Russian (the longest of the app's languages): each table row is a card of
      // label-and-value pairs, nothing scrolls sideways or is clipped, every control can be tapped.
      await phone.page.setViewportSize({ width: 320, height: 640 });
      await switchLanguage(phone.page, 'ru');
      await visible(phone.page.getByTestId('ops-vestings').getByRole('rowheader', { name: 'BACKER' }));
      // A tablet (768 px) in Russian: the seven-column tables as cards too, not scrolling sideways in their panel.
      await phone.page.setViewportSize({ width: 768, height: 1024 });
      await expectNoOverflow(phone.page, '/ops in Russian at 768 px');
      await screenshot(phone.page, 'tablet-01-ops-cockpit-768-ru', { settleBar: false, scale: 'css' });
      await phone.page.setViewportSize({ width: 320, height: 640 });
      // The row's figures sit under their column's name, not beside a header row 320 px cannot hold.
      const rowLayout = `getComputedStyle(document.querySelector('[data-testid="ops-vestings"] tbody tr')).display`;
      expect(await phone.page.evaluate<string>(rowLayout)).toBe('grid');
      await expectPhoneScreen(phone.page, '/ops in Russian at 320 px');
      await screenshot(phone.page, 'mobile-08-ops-cockpit-320-ru', { settleBar: false });
    },
  );

  journey('a wallet that is no operator – signs in on /ops and is told so, with no figure on the page', async (j) => {
    const { page } = await j.open(DESKTOP, { account: 21, path: '/ops' });
    await signInOnOps(page);
    await visible(page.getByTestId('ops-forbidden').getByText(/This wallet is not an operator of this campaign\./));
    for (const figure of ['ops-eligible', 'ops-buffer', 'ops-runway', 'ops-live'])
      expect(await page.getByTestId(figure).count()).toBe(0);
    await expectAccessible(page, '/ops refused');
    await screenshot(page, 'desktop-26-ops-not-an-operator', { settleBar: false });
  });
}
