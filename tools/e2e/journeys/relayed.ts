/**
 * Issue 21: claims without BNB through the stack's relayer (its own process, account 25's key), and a
 * claim sent to another address. Accounts 22 (claim & vest with 0 BNB; a month later, a monthly
 * release with 0 BNB), 23 (0 BNB, claim & vest sent to account 24: the rescue of a wallet whose key
 * leaked; first with the relayer stopped: said plainly, the normal claim only) and 24 (the recipient:
 * its dashboard shows what arrived as a gift apart from any schedule of its own, which its first claim without
 * BNB, a month later, accepts).
 * relayedJourneys() needs server signatures (before the month of time travel);
 * relayedMonthLaterJourneys() needs that month (after vestingMonthLaterJourneys()).
 */
import { formatTokenAmount } from '@gm-claim/shared/amount';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { Contract, type JsonRpcProvider } from 'ethers';
import type { Page } from 'playwright-core';
import { DESKTOP } from '../browser';
import {
  completeMissions,
  connectWallet,
  eventually,
  reconnectWallet,
  rowValue,
  screenshot,
  signIn,
  switchLanguage,
  toast,
  UI_TIMEOUT,
  visible,
} from '../journey';
import { freePort } from '../ports';
import { mineBlock, setAutomine } from '../stack';
import { expectPhoneScreen, expectToastsCoverAtMost } from '../screen-checks';
import { address, chainProvider, journey, stack } from './context';

/** A 320 px wide phone browser (the narrowest the app supports). */
const NARROW = { viewport: { width: 320, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function bnbBalance(account: number): Promise<bigint> {
  const provider = chainProvider();
  try {
    return await provider.getBalance(address(account));
  } finally {
    provider.destroy();
  }
}

async function chainRead<T>(read: (provider: JsonRpcProvider) => Promise<T>): Promise<T> {
  const provider = chainProvider();
  try {
    return await read(provider);
  } finally {
    provider.destroy();
  }
}

/** Sign-in, the missions when asked, then "Choose How to Claim" and its CLAIM & VESTING modal with the amounts read. */
async function openVestingModal(page: Page) {
  await signIn(page);
  const missions = page.getByRole('button', { name: 'CONTINUE TO MISSIONS' });
  const choice = page.getByRole('heading', { name: 'Choose How to Claim' });
  await visible(missions.or(choice));
  if (await missions.isVisible()) {
    await missions.click();
    const complete = page.getByRole('button', { name: 'COMPLETE' });
    await visible(complete);
    await completeMissions(page);
  }
  await visible(choice);
  await page.getByRole('button', { name: 'CLAIM & VESTING' }).click();
  const modal = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
  await modal.getByText('Loading your amounts…').waitFor({ state: 'hidden' });
  return modal;
}

/** Nothing scrolls sideways: the page is no wider than its viewport (a full address wraps). */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const scroll = (await page.evaluate('document.documentElement.scrollWidth')) as number;
  const viewport = page.viewportSize()?.width ?? 0;
  if (scroll > viewport) throw new Error(`${what}: the page is ${scroll} px wide in a ${viewport} px screen`);
}

/** The relayer's own record: how many requests it has mined (its Prometheus counter). */
async function relayerMined(): Promise<number> {
  const text = await (await fetch(`${stack.urls.relayer}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('gm_relayer_transactions_mined_total{') && line.includes('result="success"'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

export function relayedJourneys(): void {
  journey(
    'claim without BNB – a wallet holding 0 BNB claims & vests; the relayer pays, the toast follows it to its transaction',
    async (j) => {
      expect(await bnbBalance(22)).toBe(0n);
      const minedBefore = await relayerMined();
      const { page, errors } = await j.open(DESKTOP, { account: 22 });
      const modal = await openVestingModal(page);
      const note = await visible(modal.getByTestId('sponsor-note'));
      expect(await note.textContent()).toMatch(
        /^Your wallet holds 0 BNB; this claim's gas needs about [\d.]+ BNB\. You can claim without BNB/,
      );
      await screenshot(page, 'desktop-30-claim-without-bnb');
      await modal.getByRole('button', { name: 'CLAIM WITHOUT BNB' }).click();
      expect(await toast(page, 'The relayer sent your claim.')).toMatch(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
      expect(await toast(page, 'Claim & vesting confirmed. Your vesting has started.', 60_000)).toMatch(
        /Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/,
      );
      await (await visible(page.getByRole('link', { name: 'Go to Vesting' }), UI_TIMEOUT)).click();
      await page.waitForURL('**/vesting');
      await visible(page.getByRole('heading', { name: 'Vesting Progress' }));
      await visible(page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
      // The chain says so, and the wallet still holds 0 BNB: the relayer paid.
      const challenge = new Contract(stack.deployment.contracts.GMChallenge, gmChallengeAbi as never);
      expect(
        await chainRead((provider) =>
          (challenge.connect(provider) as Contract).getFunction('hasClaimedAndVested')(address(22)),
        ),
      ).toBe(true);
      expect(await bnbBalance(22)).toBe(0n);
      expect(await relayerMined()).toBe(minedBefore + 1);
      expect(errors).toEqual([]);
    },
  );

  journey(
    'send to another address – a leaked wallet with 0 BNB rescues its claim & vest to a safe address; that address\u2019s dashboard shows what arrived',
    async (j) => {
      expect(await bnbBalance(23)).toBe(0n);
      // The relayer down: the modal says so plainly and keeps only the normal claim. This page's relayer is a port
      // nothing listens on (connections refused, as with a stopped relayer), so the stack's relayer keeps serving
      // the other lane and this journey need not run alone.
      const down = await j.open(NARROW, { account: 23, relayerUrl: `http://127.0.0.1:${await freePort()}/relay` });
      const downModal = await openVestingModal(down.page);
      await visible(
        downModal
          .getByTestId('sponsor-note')
          .filter({ hasText: 'The relayer cannot be reached, so claim without BNB is not available right now.' }),
      );
      expect(await downModal.getByRole('button', { name: 'CLAIM WITHOUT BNB' }).count()).toBe(0);
      expect(await downModal.getByRole('button', { name: 'YES, I AGREE' }).isEnabled()).toBe(true);
      await screenshot(down.page, 'phone-30-relayer-unreachable');
      await down.page.close();
      const { page, errors } = await j.open(NARROW, { account: 23 });
      const modal = await openVestingModal(page);
      const unlock = (await rowValue(modal, 'Unlock at TGE')).replace(/ GM$/, '');
      const vesting = (await rowValue(modal, 'Vesting 6 Months')).replace(/ GM$/, '');

      // The rescue path: its explanation, then the address field with its checks.
      await modal.getByText('My wallet\u2019s key leaked').click();
      await visible(modal.getByText('If someone else has your wallet\u2019s key', { exact: false }));
      await modal.getByRole('button', { name: 'RESCUE TO A SAFE ADDRESS' }).click();
      const field = modal.getByLabel('Recipient address');
      await visible(field);
      const safe = address(24);
      // One letter of the wrong case: the EIP-55 checksum refuses it.
      const flipped = safe.replace(/[a-f]/, (letter) => letter.toUpperCase());
      await field.fill(flipped);
      await modal.getByRole('button', { name: 'CLAIM WITHOUT BNB' }).click();
      await visible(modal.getByText('This address has a wrong checksum (EIP-55)', { exact: false }));
      await field.fill(stack.deployment.contracts.GMChallenge);
      await visible(modal.getByText('This is a GM Claim contract: it cannot receive the claim.', { exact: false }));
      await screenshot(page, 'phone-31-recipient-refused');
      // Issue 36 §3: every contract of the deployment, not only the configured ones — the GM token, the VRF
      // wrapper and the SignatureVerifier — refused before anything is signed.
      const challenge = new Contract(
        stack.deployment.contracts.GMChallenge,
        gmChallengeAbi,
        chainProvider(),
      );
      const verifier = (await challenge.getFunction('signatureVerifier')()) as string;
      for (const contract of [
        stack.deployment.contracts.GMToken,
        stack.deployment.contracts.VRFV2PlusWrapper,
        verifier,
      ]) {
        await field.fill(contract);
        await modal.getByRole('button', { name: 'CLAIM WITHOUT BNB' }).click();
        await visible(modal.getByText('This is a GM Claim contract: it cannot receive the claim.', { exact: false }));
        expect(await modal.getByTestId('recipient-confirm').count()).toBe(0);
      }
      await field.fill(safe);
      // As a user reads before pressing: the refusal gone and the address checked on the chain (the lines
      // coming and going under the field move the buttons).
      await modal.locator('.gm-route__error').waitFor({ state: 'hidden' });
      await modal.getByText('Checking the address on the chain…').waitFor({ state: 'hidden' });
      await modal.getByRole('button', { name: 'CLAIM WITHOUT BNB' }).click();
      const confirm = await visible(modal.getByTestId('recipient-confirm'));
      expect(((await confirm.getByTestId('recipient-full').textContent()) ?? '').trim()).toBe(safe);
      await screenshot(page, 'phone-32-recipient-confirm');
      await expectNoSidewaysScroll(page, 'the recipient confirmation at 320 px');
      await confirm.getByRole('button', { name: 'CONFIRM' }).click();
      expect(await toast(page, 'Claim & vesting confirmed. Your vesting has started.', 60_000)).toMatch(/Transaction/);
      // Issue 36 §5: the relayed claim's toasts (taken, sent, confirmed) stacked on a 320 px phone leave it to the page.
      await expectToastsCoverAtMost(page, 0.25, 'the relayed claim’s toasts at 320 px');
      expect(await bnbBalance(23)).toBe(0n);

      // The leaked wallet's dashboard says where its claim went: a gift that address has not accepted yet.
      await page.goto(`${stack.urls.web}/vesting`);
      await visible(
        page
          .getByTestId('sent-elsewhere')
          .filter({ hasText: safe })
          .filter({ hasText: 'It waits there as a gift until that address accepts or claims it.' }),
      );
      await screenshot(page, 'phone-35-sent-elsewhere');
      await expectNoSidewaysScroll(page, '/vesting of the wallet whose claim went elsewhere, at 320 px');

      // The safe address never claimed: its PUBLIC dashboard shows what arrived as a gift, apart, waiting for its
      // acceptance (GMVesting.pendingGifts), never as a schedule of its own.
      const recipient = await j.open(DESKTOP, { account: 24, path: '/vesting' });
      await connectWallet(recipient.page);
      await visible(recipient.page.getByRole('heading', { name: 'Vesting Progress' }));
      await visible(recipient.page.getByText('This wallet has no vesting schedule of its own. A gift is waiting for it below.'));
      const gifts = await visible(recipient.page.getByTestId('gifts'));
      await visible(gifts.getByRole('heading', { name: 'Gifts waiting for this wallet' }));
      const gift = await visible(gifts.getByTestId('gift'));
      await visible(gift.getByRole('heading', { name: /^Gift: vesting schedule #\d+$/ }));
      // The giver named, from the API's index (lowercase, as the index keeps addresses).
      await visible(
        gift.getByTestId('gift-note').filter({ hasText: `${address(23).toLowerCase()} sent this vesting schedule here as a gift` }),
      );
      expect(await recipient.page.getByTestId('gift').count()).toBe(1);
      expect(await recipient.page.getByTestId('received-schedule').count()).toBe(0);
      // Accepting is its choice: offered, nothing due yet to claim.
      expect(await gift.getByRole('button', { name: 'ACCEPT GIFT' }).isEnabled()).toBe(true);
      expect(await gift.getByRole('button', { name: 'CLAIM NOW' }).isDisabled()).toBe(true);
      const shares = gift.locator('.gm-shares');
      await eventually(
        'Locked',
        () => rowValue(shares, 'Locked'),
        (value) => value === vesting,
      );
      await screenshot(recipient.page, 'desktop-33-recipient-dashboard');
      // What was paid at once is in the safe address's wallet.
      const token = new Contract(stack.deployment.contracts.GMToken, [
        'function balanceOf(address) view returns (uint256)',
      ]);
      const held = await chainRead(
        (provider) => (token.connect(provider) as Contract).getFunction('balanceOf')(safe) as Promise<bigint>,
      );
      expect(formatTokenAmount(held)).toBe(unlock);

      // The same gift on a 320 px phone in Russian (the longest of the app's languages): fits, keyboard- and axe-clean.
      const phone = await j.open(NARROW, { account: 24, path: '/vesting' });
      await connectWallet(phone.page);
      await visible(phone.page.getByTestId('gift'));
      await switchLanguage(phone.page, 'ru');
      await visible(phone.page.getByTestId('gift').getByRole('button', { name: 'ПРИНЯТЬ ПОДАРОК' }));
      await expectPhoneScreen(phone.page, 'a gift waiting for its recipient, in Russian at 320 px');
      await screenshot(phone.page, 'phone-39-gift-waiting-ru');
      await switchLanguage(phone.page, 'en');
      expect(errors).toEqual([]);
      expect(recipient.errors).toEqual([]);
      expect(phone.errors).toEqual([]);
    },
  );
}

/** After vestingMonthLaterJourneys()' 32 days: account 22's first monthly release, still with 0 BNB. */
export function relayedMonthLaterJourneys(): void {
  journey(
    'claim without BNB – a month later, the monthly release of a wallet holding 0 BNB; a reload mid-way follows it from the relayer',
    async (j) => {
      expect(await bnbBalance(22)).toBe(0n);
      const { page, errors } = await j.open(DESKTOP, { account: 22, path: '/vesting' });
      await connectWallet(page);
      await visible(page.getByTestId('claimable').filter({ hasText: /^[1-9][\d,.]* GM$/ }));
      const released = Number(
        ((await page.getByTestId('claimable').textContent()) ?? '').replace(/ GM$/, '').replace(/,/g, ''),
      );
      const shares = page.locator('.gm-shares');
      const claimedBefore = Number((await rowValue(shares, 'Claimed')).replace(/,/g, ''));
      await visible(page.getByTestId('sponsor-note').filter({ hasText: 'Your wallet holds 0 BNB' }));
      await screenshot(page, 'desktop-34-monthly-without-bnb');
      // This tab never hears back from the relayer about its request (as if it were closed mid-way)…
      await page.route('**/relay/requests/*', (route) => route.abort());
      await page.getByRole('button', { name: 'CLAIM WITHOUT BNB' }).click();
      await toast(page, 'The relayer has your signed claim and is sending it.');
      const requestIds = await pendingRequestIds(page);
      expect(requestIds).toHaveLength(1);
      // …the reloaded page asks the relayer where the request stands, and reads the chain again. The
      // status reads are let through only once the old page is gone: one answered before the reload
      // would let that page see the claim mined and forget the request, leaving the new one nothing to follow.
      await page.reload();
      await page.unroute('**/relay/requests/*');
      // Watched from the reload on: the confirmation (2 s on screen) may come while the wallet reconnects.
      const confirmed = toast(page, `Claim confirmed. The tokens went to ${address(22)}.`, 60_000).catch(
        async (error: unknown) => {
          if (error instanceof Error) error.message += `\n${await relayerSays(requestIds)}`;
          throw error;
        },
      );
      await Promise.all([reconnectWallet(page, page.getByRole('heading', { name: 'Vesting Progress' })), confirmed]);
      expect(await confirmed).toMatch(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
      await visible(page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
      await eventually(
        'Claimed',
        async () => Number((await rowValue(shares, 'Claimed')).replace(/,/g, '')),
        (value) => value === claimedBefore + released,
      );
      expect(await bnbBalance(22)).toBe(0n);
      // The aborted status reads are the page's own console errors; nothing else failed.
      expect(errors.filter((error) => !/relay\/requests|ERR_FAILED|Failed to load resource/.test(error))).toEqual([]);
    },
  );
}

/**
 * After relayedMonthLaterJourneys(), outside the lanes (it holds blocks back: no other journey may
 * send a transaction meanwhile): account 24's first month of the schedule 23's rescue sent it, claimed
 * with 0 BNB on a phone and followed on a desktop that never sent it.
 */
export function relayedOtherDeviceJourneys(): void {
  journey(
    'claim without BNB on a phone, followed on a desktop – the desktop, which never sent it, learns of it from the relayer and follows it to its block',
    async (j) => {
      expect(await bnbBalance(24)).toBe(0n);
      // Blocks held back: the relayer's transaction stays on its way while the second device opens.
      await setAutomine(stack, false);
      try {
        const phone = await j.open(NARROW, { account: 24, path: '/vesting' });
        await connectWallet(phone.page);
        await visible(phone.page.getByTestId('claimable').filter({ hasText: /^[1-9][\d,.]* GM$/ }));
        await visible(phone.page.getByTestId('sponsor-note').filter({ hasText: 'Your wallet holds 0 BNB' }));
        await phone.page.getByRole('button', { name: 'CLAIM WITHOUT BNB' }).click();
        await toast(phone.page, 'The relayer has your signed claim and is sending it.');

        // A desktop browser of the same wallet: nothing in its storage, so what it follows comes from the relayer.
        const desktop = await j.open(DESKTOP, { account: 24, path: '/vesting' });
        expect(await pendingRequestIds(desktop.page)).toEqual([]);
        await connectWallet(desktop.page);
        await toast(desktop.page, 'Following your claim without BNB, sent before this page was loaded…');
        // Said on the page too (the amounts do not count it yet), for as long as it is on its way.
        const onItsWay = desktop.page.getByTestId('relay-on-its-way');
        await visible(
          onItsWay.filter({
            hasText:
              'A claim without BNB from this wallet is on its way. This page shows the result once it is confirmed.',
          }),
        );
        // Its amounts do not count the claim yet: no second claim of the same tokens is offered meanwhile.
        expect(await desktop.page.getByRole('button', { name: 'CLAIM NOW' }).isDisabled()).toBe(true);
        expect(await desktop.page.getByRole('button', { name: 'CLAIM WITHOUT BNB' }).count()).toBe(0);
        await screenshot(desktop.page, 'desktop-37-following-a-claim-sent-elsewhere');
        // The phone that sent it says the same while it follows its own claim, and still fits 320 px in
        // Russian (the longest of the app's languages), then goes back to English.
        await visible(phone.page.getByTestId('relay-on-its-way'));
        await phone.page.locator('.gm-language__select').selectOption('ru');
        await visible(
          phone.page
            .getByTestId('relay-on-its-way')
            .filter({ hasText: /^Получение без BNB с этого кошелька уже в пути/ }),
        );
        await expectPhoneScreen(phone.page, 'the dashboard with a claim without BNB on its way, in Russian at 320 px');
        await screenshot(phone.page, 'phone-38-claim-on-its-way-ru');
        await phone.page.locator('.gm-language__select').selectOption('en');
        await visible(phone.page.getByTestId('relay-on-its-way').filter({ hasText: /^A claim without BNB/ }));
        const confirmed = toast(desktop.page, `Claim confirmed. The tokens went to ${address(24)}.`, 60_000);
        const phoneDone = toast(phone.page, 'Claim successful!', 60_000);
        await setAutomine(stack, true);
        await mineBlock(stack);
        const [desktopText, phoneText] = await Promise.all([confirmed, phoneDone]);
        expect(desktopText).toMatch(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
        expect(phoneText).toMatch(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
        await visible(desktop.page.getByTestId('claimable').filter({ hasText: /^0 GM$/ }));
        await onItsWay.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
        expect(await bnbBalance(24)).toBe(0n);
        // The claim accepted the gift: now the wallet's own schedule (received from another wallet), no gift left.
        await visible(desktop.page.getByTestId('received-schedule'));
        await desktop.page.getByTestId('gifts').waitFor({ state: 'detached', timeout: UI_TIMEOUT });
        // The giver's page still says where its claim went, no longer waiting as a gift.
        const giver = await j.open(DESKTOP, { account: 23, path: '/vesting' });
        await connectWallet(giver.page);
        const sent = await visible(giver.page.getByTestId('sent-elsewhere').filter({ hasText: address(24) }));
        expect(await sent.textContent()).not.toContain('waits there as a gift');
        expect(giver.errors).toEqual([]);
        expect(desktop.errors).toEqual([]);
        expect(phone.errors).toEqual([]);
      } finally {
        await setAutomine(stack, true);
      }
    },
  );
}

/** The relayed requests the page remembers (local storage: what a reload follows again). */
async function pendingRequestIds(page: Page): Promise<string[]> {
  const stored = (await page.evaluate(`localStorage.getItem('gm-claim-relayed')`)) as string | null;
  return (JSON.parse(stored ?? '[]') as { id: string }[]).map((entry) => entry.id);
}

/** What the relayer answers about each request (for a failure's message). */
async function relayerSays(ids: string[]): Promise<string> {
  const answers = await Promise.all(
    ids.map(async (id) => {
      try {
        const response = await fetch(`${stack.urls.relayer}/relay/requests/${id}`);
        return `${id}: HTTP ${response.status} ${await response.text()}`;
      } catch (error) {
        return `${id}: ${String(error)}`;
      }
    }),
  );
  return `The relayer says:\n${answers.join('\n')}`;
}
