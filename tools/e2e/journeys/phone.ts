/**
 * Issue 19: the whole journey inside a phone wallet's dapp browser (a phone user agent and an injected
 * wallet), an iPhone-sized (390×844) and an Android-sized (360×800) one, with every screen and open
 * dialog checked: nothing wider than the viewport, tap targets of 44×44 px, no clipped text and axe-core
 * at WCAG 2.1 AA (also at 320 px, and the iPhone's at 430 px). A keyboard-only journey on a desktop (connect → sign in →
 * claim & vest with Tab, Enter, Space and Escape), and the phone browser without a wallet keeping the
 * reduced layout with its "Open in your wallet app" links.
 *
 * Accounts (eligibility in context.ts): 16 iPhone claim & vest, then a BACKER schedule claimed on
 * /backer, then (after the month of time travel in vestingMonthLaterJourneys) a monthly release on
 * /vesting and on /backer · 17 Android Challenge, its verifier page and /fairness · 18 keyboard.
 * With E2E_SCREENSHOTS=docs/screenshots the phone screens are saved as docs/screenshots/phone-*.webp.
 *
 * In ../journeys.e2e.test.ts: phoneJourneys and keyboardJourneys in the first lane (they need server
 * signatures and the VRF fulfiller, so before the late block), phoneMonthLaterJourneys right after
 * vestingMonthLaterJourneys (it needs the month that one moves the chain on).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP, MOBILE } from '../browser';
import { completeMissions, eventually, SCREENSHOT_DIR, screenshot, toast, UI_TIMEOUT, switchLanguage, visible } from '../journey';
import { expectAccessible, expectInView, expectPhoneScreen, expectToastsCoverAtMost } from '../screen-checks';
import { vrfControl, waitForIndex } from '../stack';
import { address, journey, RESULTS, stack } from './context';

/** An iPhone's in-app browser (the wallet is injected by the journey). */
export const IPHONE_WALLET: BrowserContextOptions = MOBILE;

/** An Android phone's in-app browser. */
export const ANDROID_WALLET: BrowserContextOptions = {
  viewport: { width: 360, height: 800 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

/** In the page: every text the app's live region takes from now on, in `window.__gmAnnounced`. */
const RECORD_ANNOUNCEMENTS = `(() => {
  const region = document.querySelector('[data-testid="live-region"]');
  window.__gmAnnounced = [];
  new MutationObserver(() => { if (region.textContent) window.__gmAnnounced.push(region.textContent); })
    .observe(region, { childList: true, characterData: true, subtree: true });
})()`;

/** In the page: the animation of the spinning logo and the glitch's bar, the transition of the vesting bar. */
const MOTION = `(() => {
  const make = (className) => { const element = document.createElement('div'); element.className = className; document.body.appendChild(element); return element; };
  const logo = make('gm-loading__logo'), bar = make('gm-bar__claimed'), glitch = make('gm-glitch__bar gm-glitch__bar--a');
  const result = { logo: getComputedStyle(logo).animationName, bar: getComputedStyle(bar).transitionDuration, glitch: getComputedStyle(glitch).animationName };
  [logo, bar, glitch].forEach((element) => element.remove());
  return result;
})()`;

/**
 * The screen as it is now passes the phone checks at its own width and at 320 px (the iPhone's, at
 * 390, at 430 px too: the Android's 360 is already between the two, and each width costs an axe run); with
 * screenshots on, it is saved at 320 px and at its own width (from the top of the page: a full-page
 * shot of a scrolled page draws the sticky header mid-page), then the page returns to its own width.
 */
async function phoneScreen(page: Page, name: string, what: string): Promise<void> {
  await expectPhoneScreen(page, `${what} (${page.viewportSize()?.width ?? '?'} px)`);
  const own = page.viewportSize();
  if (!own) return;
  for (const width of own.width >= 390 ? [430, 320] : [320]) {
    await page.setViewportSize({ width, height: own.height });
    await expectPhoneScreen(page, `${what} (${width} px)`);
  }
  const shoot = async (width: number): Promise<void> => {
    if (!SCREENSHOT_DIR) return;
    if ((await page.getByRole('dialog').count()) === 0) await page.evaluate('window.scrollTo(0, 0)');
    // One image pixel per CSS pixel: a phone's 2–3× device pixels would make each shot 4–9 times bigger.
    await screenshot(page, `phone-${name}-${width}`, { settleBar: false, scale: 'css' });
  };
  await shoot(320);
  await page.setViewportSize(own);
  await shoot(own.width);
}

/** Sign-in on a phone: CHECK ELIGIBILITY → CONNECT WALLET (the injected wallet) → SIGN IN, each screen checked. */
async function phoneSignIn(page: Page, prefix: string): Promise<void> {
  await visible(page.getByRole('button', { name: 'CHECK ELIGIBILITY' }));
  expect(await page.getByText('For the Best Claim Experience We Recommend You Claim Using Your Desktop').count()).toBe(0);
  await phoneScreen(page, `${prefix}-01-main`, 'main');
  await page.getByRole('button', { name: 'CHECK ELIGIBILITY' }).click();
  const connect = await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }));
  await phoneScreen(page, `${prefix}-02-connect`, 'connect modal');
  await connect.getByRole('button', { name: 'MetaMask' }).click();
  const sign = await visible(page.getByRole('dialog', { name: 'SIGN IN' }));
  await phoneScreen(page, `${prefix}-03-sign-in`, 'sign-in modal');
  await sign.getByRole('button', { name: 'SIGN NOW' }).click();
  await sign.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
}

/** VERIFY → the missions, each completed → METHOD. */
async function phoneMissions(page: Page, prefix: string): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }));
  // Issue 36 §5, right after sign-in (its toasts still up), at the phone's width and at 320 px: the step
  // circles are not under the sticky header and the toasts leave the screen to the page.
  const own = page.viewportSize();
  for (const width of [own?.width ?? 390, 320]) {
    await page.setViewportSize({ width, height: own?.height ?? 844 });
    await expectInView(page.locator('.gm-steps'), `${prefix}: the step circles after sign-in (${width} px)`);
    await expectToastsCoverAtMost(page, 0.2, `${prefix}: after sign-in (${width} px)`);
  }
  if (own) await page.setViewportSize(own);
  await phoneScreen(page, `${prefix}-04-verify`, 'verify');
  await (await visible(page.getByRole('button', { name: 'CONTINUE TO MISSIONS' }))).click();
  await visible(page.getByRole('heading', { name: 'Missions' }));
  const complete = page.getByRole('button', { name: 'COMPLETE' });
  await visible(complete);
  await phoneScreen(page, `${prefix}-05-missions`, 'missions');
  await completeMissions(page);
  await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));
  await phoneScreen(page, `${prefix}-06-method`, 'choose how to claim');
}

/** Before the late block (server signatures, the VRF fulfiller answering); after verifierJourneys' /fairness counts. */
export function phoneJourneys(): void {
  journey('iPhone – sign in, missions, CLAIM & VESTING, the vesting dashboard and its history', async (j) => {
    const { page, errors } = await j.open(IPHONE_WALLET, { account: 16 });
    await phoneSignIn(page, 'iphone');
    await phoneMissions(page, 'iphone');
    await page.getByRole('button', { name: 'CLAIM & VESTING' }).click();
    const modal = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
    await modal.getByText('Loading your amounts…').waitFor({ state: 'hidden' });
    await phoneScreen(page, 'iphone-07-vesting-modal', 'CLAIM & VESTING modal');
    await page.evaluate(RECORD_ANNOUNCEMENTS);
    await modal.getByRole('button', { name: 'YES, I AGREE' }).click();
    // The progress is announced while the wallet and the chain work (the live region), the result by
    // its toast (role="alert" in react-toastify's live container).
    // (Read as it shows: the 2 s toast may be gone by the time a second look asks for it.)
    expect(await toast(page, 'Claim & vesting confirmed.', UI_TIMEOUT, { alert: true })).toMatch(/Transaction 0x/);
    const announced = (await page.evaluate('window.__gmAnnounced')) as string[];
    expect(announced).toContain('Transaction sent. Waiting for its confirmation…');
    await (await visible(page.getByRole('link', { name: 'Go to Vesting' }), UI_TIMEOUT)).click();
    await page.waitForURL('**/vesting');
    await visible(page.getByRole('heading', { name: 'Vesting Progress' }));
    await visible(page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
    await phoneScreen(page, 'iphone-08-vesting-dashboard', 'vesting dashboard');
    await page.getByRole('button', { name: 'VIEW HISTORY' }).click();
    const history = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
    await visible(history.getByText('10% unlocks at TGE, then 90% vests linearly over 6 months.'));
    await phoneScreen(page, 'iphone-09-vesting-history', 'vesting history modal');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    expect(errors).toEqual([]);
  });

  journey('Android – sign in, the Challenge to its result, then CLAIM & VESTING', async (j) => {
    const vrf = vrfControl(stack);
    const { page, errors } = await j.open(ANDROID_WALLET, { account: 17 });
    await phoneSignIn(page, 'android');
    await phoneMissions(page, 'android');
    // Scrolled down to START CHALLENGE and past it, as far as the page goes (issue 36 §1).
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await page.getByRole('button', { name: 'START CHALLENGE' }).click();
    const terms = await visible(page.getByRole('dialog', { name: 'Terms and Conditions' }));
    await phoneScreen(page, 'android-07-terms', 'Challenge terms modal');
    await terms.getByLabel('I agree to the Terms and Conditions').check();
    await terms.getByRole('button', { name: 'Agree & Continue' }).click();
    const betting = await visible(page.getByRole('dialog', { name: 'Challenge' }));
    await visible(betting.getByTestId('vrf-fee').filter({ hasText: /[1-9]/ }));
    await phoneScreen(page, 'android-08-betting', 'Challenge modal');
    await vrf.setAuto(false);
    try {
      const before = (await vrf.status()).pending;
      await betting.getByRole('button', { name: 'YES' }).click();
      await visible(page.getByText('Waiting for the verifiable random number', { exact: false }), 60_000);
      await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'hidden' });
      // Issue 36 §1: what the user waits for is on the screen (not the footer below START CHALLENGE's
      // place), and the focus is on its heading.
      await expectInView(page.getByRole('heading', { name: 'Challenge', exact: true }), 'the Challenge heading while waiting');
      await expectInView(page.locator('.gm-waiting'), 'the Challenge wait');
      await eventually(
        'the focus on the Challenge heading',
        () => page.evaluate<string>('document.activeElement?.textContent ?? ""'),
        (text) => text === 'Challenge',
      );
      await phoneScreen(page, 'android-09-waiting', 'Challenge waiting');
      const requestId = await eventually(
        'the bet request at the VRF coordinator',
        async () => (await vrf.status()).pending.find((id) => !before.includes(id)),
        (id) => id !== undefined,
      );
      await vrf.fulfil(requestId as string, ['0']);
    } finally {
      await vrf.setAuto(true);
    }
    const result = await visible(page.locator('.gm-result'), UI_TIMEOUT);
    expect(((await result.locator('.gm-result__headline').textContent()) ?? '').trim()).toBe('YOU WIN!');
    expect(await page.getByTestId('challenge-announcement').textContent()).toBe('Challenge result: YOU WIN!');
    await page.getByTestId('glitch-overlay').waitFor({ state: 'hidden' });
    await expectInView(result.locator('.gm-result__headline'), 'the Challenge result');
    await expectInView(result.getByRole('button', { name: 'CLAIM' }), 'the Challenge result’s CLAIM');
    await phoneScreen(page, 'android-10-result', 'Challenge result');
    const verifyHref = (await result.getByTestId('verify-link').getAttribute('href')) ?? '';
    await result.getByRole('button', { name: 'CLAIM' }).click();
    const vesting = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
    await vesting.getByText('Loading your amounts…').waitFor({ state: 'hidden' });
    await vesting.getByRole('button', { name: 'YES, I AGREE' }).click();
    expect(await toast(page, 'Claim & vesting confirmed.')).toMatch(/Transaction 0x/);

    // The verifier page of this Challenge and the fairness page, on the same phone.
    await waitForIndex(stack);
    await page.goto(`${stack.urls.web}${verifyHref}`);
    await visible(page.getByTestId('outcome-match').filter({ hasText: 'They match' }), UI_TIMEOUT);
    await phoneScreen(page, 'android-11-verifier', 'verifier page');
    await page.goto(`${stack.urls.web}/fairness`);
    await visible(page.getByTestId('fairness-x2'), UI_TIMEOUT);
    await phoneScreen(page, 'android-12-fairness', 'fairness page');
    // In Russian (the longest of the app's languages) at 320 px: each multiplier is a card whose
    // figures sit under their column's name, not six columns squeezed into the phone.
    await page.setViewportSize({ width: 320, height: 640 });
    await switchLanguage(page, 'ru');
    await visible(page.getByTestId('fairness-x2').getByRole('rowheader', { name: 'x2' }));
    const rowLayout = `getComputedStyle(document.querySelector('[data-testid="fairness-x2"]')).display`;
    expect(await page.evaluate<string>(rowLayout)).toBe('grid');
    await expectPhoneScreen(page, '/fairness in Russian at 320 px');
    if (SCREENSHOT_DIR) await screenshot(page, 'phone-android-13-fairness-ru-320', { settleBar: false, scale: 'css' });
    expect(errors).toEqual([]);
  });

  journey('phone – BACKER schedule, CONNECT WALLET on /backer, CLAIM NOW', async (j) => {
    const csv = path.join(RESULTS, 'stack', 'phone-backer.csv');
    writeFileSync(csv, `beneficiary,tgeAmount,releaseDay,month1,month2,month3\n${address(16)},5000,1,1000,1000,1000\n`);
    await stack.ownerTask(['create-schedules', 'BACKER', csv]);
    const { page, errors } = await j.open(IPHONE_WALLET, { account: 16, path: '/backer' });
    await visible(page.getByText('Your GM airdrop will unlock according to your vesting schedule. Track and claim your unlocked tokens below.'));
    await phoneScreen(page, 'backer-01-not-connected', 'BACKER page, not connected');
    await page.locator('.gm-claim').getByRole('button', { name: 'CONNECT WALLET' }).click();
    await (await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }))).getByRole('button', { name: 'MetaMask' }).click();
    await visible(page.getByTestId('claimable').filter({ hasText: /^5,000 GM$/ }));
    await phoneScreen(page, 'backer-02-dashboard', 'BACKER dashboard');
    await page.getByRole('button', { name: 'CLAIM NOW' }).click();
    expect(await toast(page, 'Claim successful!')).toMatch(/Transaction 0x/);
    await visible(page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
    // The header's wallet button opens the disconnect dialog: it fits too (closed again, still connected).
    await page.getByRole('banner').getByRole('button', { name: /^Wallet 0x/ }).click();
    const wallet = await visible(page.getByRole('dialog', { name: 'YOUR WALLET ADDRESS' }));
    await phoneScreen(page, 'backer-03-disconnect', 'disconnect modal');
    await page.keyboard.press('Escape');
    await wallet.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  journey('phone browser without a wallet – the reduced layout, and "Open in your wallet app" links to this page', async (j) => {
    const { page, errors } = await j.open(IPHONE_WALLET);
    const notice = await visible(page.getByRole('dialog', { name: 'GM Claim on mobile' }));
    await phoneScreen(page, 'reduced-01-notice', 'mobile notice');
    await notice.getByRole('button', { name: 'CLOSE' }).click();
    await visible(page.getByRole('button', { name: 'CHECK Eligibility' }));
    const apps = page.getByRole('region', { name: 'Open in your wallet app' });
    const trust = await apps.getByRole('link', { name: 'Trust Wallet' }).getAttribute('href');
    expect(new URL(trust ?? '').searchParams.get('url')).toBe(`${stack.urls.web}/`);
    expect(await apps.getByRole('link').allTextContents()).toEqual(['Trust Wallet', 'MetaMask', 'OKX Wallet', 'Bitget Wallet', 'TokenPocket']);
    await phoneScreen(page, 'reduced-02-main', 'reduced main');

    // prefers-reduced-motion: the spinning logo, the bar's fill and the glitch's bars stand still.
    const motion = () => page.evaluate(MOTION) as Promise<Record<string, string>>;
    expect(await motion()).toEqual({ logo: 'gm-spin', bar: '0.9s', glitch: 'gm-glitch-x' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion()).toEqual({ logo: 'none', bar: '0s', glitch: 'none' });
    expect(errors).toEqual([]);
  });
}

/** Before the late block: sign-in and claim & vest by keyboard alone. */
export function keyboardJourneys(): void {
  journey('connect → sign in → CLAIM & VESTING with Tab, Enter, Space and Escape; focus visible, kept in each dialog, returned', async (j) => {
    const { page, errors } = await j.open(DESKTOP, { account: 18 });
    await visible(page.getByRole('button', { name: 'CHECK ELIGIBILITY' }));
    await expectAccessible(page, 'main');
    // In the page (the tools have no DOM types): the focused control's name, whether it is in a dialog, its outline.
    const FOCUSED = `(() => {
      const element = document.activeElement;
      return {
        name: ((element && (element.getAttribute('aria-label') || element.textContent)) || '').trim(),
        inDialog: Boolean(element && element.closest('[role="dialog"]')),
        outline: element ? getComputedStyle(element).outlineStyle : 'none',
      };
    })()`;
    const focused = () => page.evaluate(FOCUSED) as Promise<{ name: string; inDialog: boolean; outline: string }>;
    /** Tabs until the control named `name` has the focus (at most `limit` presses). */
    async function tabTo(name: string | RegExp, limit = 40): Promise<void> {
      for (let i = 0; i < limit; i += 1) {
        await page.keyboard.press('Tab');
        const { name: current, outline } = await focused();
        if (typeof name === 'string' ? current === name : name.test(current)) {
          expect(outline).not.toBe('none'); // the focus is visible
          return;
        }
      }
      throw new Error(`Tab never reached ${String(name)}`);
    }

    await tabTo('CHECK ELIGIBILITY');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }));
    await expectAccessible(page, 'connect modal');
    // Escape closes it and the focus returns to CHECK ELIGIBILITY; Space opens it again.
    await page.keyboard.press('Escape');
    await eventually('focus back on the opener', focused, (state) => state.name === 'CHECK ELIGIBILITY');
    await page.keyboard.press('Space');
    await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }));
    // Tab cycles inside the dialog: 20 presses never leave it.
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect((await focused()).inDialog).toBe(true);
    }
    await tabTo(/^MetaMask/);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'SIGN IN' }));
    await expectAccessible(page, 'sign-in modal');
    await tabTo('SIGN NOW');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }), UI_TIMEOUT);
    // The opener is gone with the step: the focus lands on the page's heading (or its main), not on nothing.
    await eventually('focus after sign-in', () => page.evaluate('document.activeElement ? document.activeElement.tagName : ""') as Promise<string>, (tag) => /^(H1|H2|MAIN)$/.test(tag));
    await expectAccessible(page, 'verify');
    await tabTo('CONTINUE TO MISSIONS');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Missions' }));
    // The list comes after its heading: counted (and checked by axe) once its COMPLETE buttons are there.
    const complete = page.getByRole('button', { name: 'COMPLETE' });
    await visible(complete);
    await expectAccessible(page, 'missions');
    for (let left = await complete.count(); left > 0; left -= 1) {
      await tabTo('COMPLETE');
      await page.keyboard.press('Enter');
      await eventually('missions left', () => complete.count(), (count) => count === left - 1);
    }
    await tabTo('CONTINUE');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));
    await expectAccessible(page, 'choose how to claim');
    await tabTo('CLAIM & VESTING');
    await page.keyboard.press('Enter');
    const modal = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
    await modal.getByText('Loading your amounts…').waitFor({ state: 'hidden' });
    await expectAccessible(page, 'CLAIM & VESTING modal');
    await tabTo('YES, I AGREE');
    await page.keyboard.press('Space');
    expect(await toast(page, 'Claim & vesting confirmed.')).toMatch(/Transaction 0x/);
    await visible(page.getByRole('link', { name: 'Go to Vesting' }), UI_TIMEOUT);
    await expectAccessible(page, 'claimed');
    expect(errors).toEqual([]);
  });
}

/** After vestingMonthLaterJourneys moved the chain a month on: the iPhone's first monthly release. */
export function phoneMonthLaterJourneys(): void {
  journey('iPhone – a month later: the released month claimed on /vesting, then on /backer – "Claim successful!"', async (j) => {
    const { page, errors } = await j.open(IPHONE_WALLET, { account: 16, path: '/vesting' });
    // Signed in by the iPhone journey above? Not in this fresh browser: the dashboard needs only the wallet.
    await page.locator('.gm-claim').getByRole('button', { name: 'CONNECT WALLET' }).click();
    await (await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }))).getByRole('button', { name: 'MetaMask' }).click();
    // 6,000 GM: 600 at TGE, 5,400 over 6 months (900 a month); one or two months released by now.
    await visible(page.getByTestId('claimable').filter({ hasText: /^(900|1,800) GM$/ }), UI_TIMEOUT);
    await phoneScreen(page, 'iphone-10-vesting-claimable', 'vesting dashboard with a release');
    await page.getByRole('button', { name: 'CLAIM NOW' }).click();
    expect(await toast(page, 'Claim successful!')).toMatch(/Transaction 0x/);
    await visible(page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));

    // The BACKER schedule (5,000 at TGE, claimed above; then 1,000 a month on the 1st): the same wallet, still connected.
    await page.goto(`${stack.urls.web}/backer`);
    await visible(page.getByTestId('claimable').filter({ hasText: /^(1,000|2,000) GM$/ }), UI_TIMEOUT);
    await phoneScreen(page, 'backer-04-claimable', 'BACKER dashboard with a release');
    await page.getByRole('button', { name: 'CLAIM NOW' }).click();
    expect(await toast(page, 'Claim successful!')).toMatch(/Transaction 0x/);
    await visible(page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
    expect(errors).toEqual([]);
  });
}
