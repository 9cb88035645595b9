/** Eligibility: by typed address on a phone, by connected wallet on a desktop, the modals at 390 and 320 px, the missions. */
import { DESKTOP, MOBILE } from '../browser';
import { completeMissions, rowValue, screenshot, shortAddress, signIn, visible } from '../journey';
import { expectPhoneScreen, expectScreen } from '../screen-checks';
import { address, expectOnScreen, journey, stack } from './context';

/** Accounts 5 (mobile), 6 (desktop), 12 (missions). */
export function eligibilityJourneys(): void {
  journey('mobile – typed address – shows the eligibility and the desktop advice', async (j) => {
    const { page, errors } = await j.open(MOBILE);
    const notice = await visible(page.getByRole('dialog', { name: 'GM Claim on mobile' }));
    await expectPhoneScreen(page, 'mobile notice');
    await screenshot(page, 'mobile-01-notice-modal');
    await notice.getByRole('button', { name: 'CLOSE' }).click();
    await visible(page.getByText('Connect Your Wallets and Check Your Eligibility for GM'));
    await notice.waitFor({ state: 'hidden' });
    await expectPhoneScreen(page, 'mobile main');
    await screenshot(page, 'mobile-02-main');
    expect(await page.getByRole('button', { name: 'CHECK Eligibility' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'CONNECT WALLET' }).click();
    const check = await visible(page.getByRole('dialog', { name: 'CHECK Eligibility' }));
    await visible(check.getByText('Enter your wallet address to check eligibility.'));
    const input = check.getByPlaceholder('Enter your wallet address!');
    const checkNow = check.getByRole('button', { name: 'CHECK NOW' });
    await input.fill('0x1234');
    expect(await checkNow.isDisabled()).toBe(true);
    await input.fill(address(5));
    await expectPhoneScreen(page, 'CHECK Eligibility modal');
    await screenshot(page, 'mobile-03-check-eligibility-modal');
    await checkNow.click();

    await visible(page.getByTestId('total-eligible').filter({ hasText: '20,000 GM' }));
    const list = page.getByRole('region', { name: 'Eligibility' });
    await visible(list.getByText('Verify Eligibility'));
    expect(await rowValue(list, 'Mystery Marble')).toBe('5,000');
    expect(await rowValue(list, 'Discord Role')).toBe('5,000');
    expect(await rowValue(list, 'SpaceKids')).toBe('2,500');
    expect(await rowValue(list, 'Community Airdrop')).toBe('2,500');
    await visible(page.getByText('For the Best Claim Experience We Recommend You Claim Using Your Desktop'));
    await expectPhoneScreen(page, 'mobile eligibility');
    await screenshot(page, 'mobile-04-eligibility');

    // The claim page on mobile: the 6-month text, and its connect button only opens the mobile notice.
    await page.goto(`${stack.urls.web}/vesting`);
    await visible(page.getByRole('heading', { name: 'Claim your tokens' }));
    await visible(page.getByText('Your GM airdrop will unlock over a 6-month vesting period...'));
    await expectPhoneScreen(page, 'mobile claim page');
    await screenshot(page, 'mobile-05-claim-not-connected');
    expect(errors).toEqual([]);
  });

  journey(
    'mobile – 390 and 320 px – every modal fits with its close control on screen; CHECK NOW shows the result from the top',
    async (j) => {
      for (const width of [390, 320]) {
        const { page, errors } = await j.open({ ...MOBILE, viewport: { width, height: 700 } });
        const notice = await visible(page.getByRole('dialog', { name: 'GM Claim on mobile' }));
        // Nothing widens the page past the screen (a phone would zoom out and the modals with it).
        // (Expressions as strings: the tools are compiled without the DOM types.)
        expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
        await expectOnScreen(page, notice, `the notice modal at ${width} px`);
        await expectOnScreen(page, notice.getByRole('button', { name: 'CLOSE' }), `its CLOSE at ${width} px`);
        await notice.getByRole('button', { name: 'CLOSE' }).click();
        await notice.waitFor({ state: 'hidden' });

        // The user scrolls down the main screen before checking an address.
        await page.evaluate('window.scrollTo({ top: 2000 })');
        await page.getByTestId('mobile-scroller').evaluate((scroller) => void (scroller.scrollTop = 2000));
        await page.getByRole('button', { name: 'CONNECT WALLET' }).click();
        const check = await visible(page.getByRole('dialog', { name: 'CHECK Eligibility' }));
        await expectOnScreen(page, check, `the CHECK Eligibility modal at ${width} px`);
        await expectOnScreen(page, check.getByRole('button', { name: 'Close' }), `its × at ${width} px`);
        await expectOnScreen(page, check.getByRole('button', { name: 'CHECK NOW' }), `its CHECK NOW at ${width} px`);
        await check.getByPlaceholder('Enter your wallet address!').fill(address(5));
        if (width === 320) await screenshot(page, 'mobile-06-check-eligibility-modal-320');
        await check.getByRole('button', { name: 'CHECK NOW' }).click();

        // Spec: "The scroll container resets to the top when the step changes."
        const heading = await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }));
        await visible(page.getByTestId('total-eligible').filter({ hasText: '20,000 GM' }));
        await expectOnScreen(page, heading, `the result's heading at ${width} px`);
        await expectOnScreen(page, page.getByText(address(5), { exact: true }), `the checked address at ${width} px`);
        if (width === 320) await screenshot(page, 'mobile-07-eligibility-320', { settleBar: false });
        expect(errors).toEqual([]);
      }

      // A desktop browser in a narrow window: the connect and disconnect modals fit too.
      const { page } = await j.open(
        { ...DESKTOP, viewport: { width: 320, height: 640 } },
        { account: 5, path: '/vesting' },
      );
      await page.locator('.gm-claim').getByRole('button', { name: 'CONNECT WALLET' }).click();
      const connect = await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }));
      await expectOnScreen(page, connect, 'the connect modal at 320 px');
      await expectOnScreen(page, connect.getByRole('button', { name: 'Close' }), "the connect modal's × at 320 px");
      await screenshot(page, 'narrow-01-connect-wallet-modal-320');
      await connect.getByRole('button', { name: /MetaMask/ }).click();
      await connect.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Wallet ${shortAddress(address(5))}` }).click();
      const disconnect = await visible(page.getByRole('dialog', { name: 'YOUR WALLET ADDRESS' }));
      await expectOnScreen(page, disconnect, 'the disconnect modal at 320 px');
      await expectOnScreen(
        page,
        disconnect.getByRole('button', { name: 'Close' }),
        "the disconnect modal's × at 320 px",
      );
      await expectOnScreen(page, disconnect.getByRole('button', { name: 'DISCONNECT' }), 'DISCONNECT at 320 px');
      await screenshot(page, 'narrow-02-disconnect-modal-320');
    },
  );

  journey('desktop – connected wallet – signs in and shows the eligibility by source', async (j) => {
    const { page, errors } = await j.open(DESKTOP, { account: 6 });
    await visible(page.getByText('Connect Your Wallets and Check Your Eligibility for GM'));
    await signIn(page);
    await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }));
    await visible(page.getByTestId('total-eligible').filter({ hasText: '7,000.50 GM' }));
    await expectScreen(page, 'verify');
    const list = page.getByRole('region', { name: 'Eligibility' });
    expect(await rowValue(list, 'Mystery Marble')).toBe('3,000');
    expect(await rowValue(list, 'Discord Role')).toBe('2,000');
    expect(await rowValue(list, 'SpaceKids')).toBe('1,000');
    expect(await rowValue(list, 'G-Capsule')).toBe('500');
    expect(await rowValue(list, '$winG')).toBe('250');
    expect(await rowValue(list, 'Community Airdrop')).toBe('250.50');
    await visible(page.getByRole('button', { name: shortAddress(address(6)) }));
    await page.getByRole('button', { name: 'CONTINUE TO MISSIONS' }).click();
    await visible(page.getByRole('heading', { name: 'Missions' }));
    await visible(page.getByRole('button', { name: 'COMPLETE' }));
    expect(await page.getByRole('button', { name: 'CONTINUE', exact: true }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  journey(
    'missions – each links to its task; all done, a reload lands on the claim choice, not VERIFY → Missions again',
    async (j) => {
      const { page, errors } = await j.open(DESKTOP, { account: 12 });
      await signIn(page);
      await (await visible(page.getByRole('button', { name: 'CONTINUE TO MISSIONS' }))).click();
      await visible(page.getByRole('heading', { name: 'Missions' }));
      const task = await visible(page.getByRole('link', { name: 'Open task "Follow GM on X" in a new tab' }));
      expect(await task.getAttribute('href')).toBe('https://x.com/');
      expect(await task.getAttribute('target')).toBe('_blank');
      expect(await task.getAttribute('rel')).toContain('noopener');
      const complete = page.getByRole('button', { name: 'COMPLETE' });
      await visible(complete);
      await completeMissions(page);
      await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));

      // The tab forgets its step on a reload; the API remembers the missions: straight back to the choice.
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));
      expect(await page.getByRole('heading', { name: 'Your GM Eligibility' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Missions' }).count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
}
