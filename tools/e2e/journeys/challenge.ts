/**
 * The Challenge: a win (word 0) and a loss (word 9999) claimed with the vesting, then a Challenge left
 * pending with the VRF fulfiller held, cancelled once the chain's clock has passed the cancel delay.
 */
import type { BrowserContextOptions } from 'playwright-core';
import { DESKTOP } from '../browser';
import {
  completeMissions,
  eventually,
  type Journey,
  rowValue,
  screenshot,
  shortAddress,
  signIn,
  toast,
  UI_TIMEOUT,
  visible,
} from '../journey';
import { expectScreen } from '../screen-checks';
import { increaseTime, vrfControl, waitForIndex } from '../stack';
import { address, journey, stack } from './context';

/**
 * What the browser keeps of the winning Challenge's visit once its wallet disconnected: the local
 * storage with is_agree, for the next Challenge in the same browser.
 */
let rememberedStorage: BrowserContextOptions['storageState'];
/** The verifier pages of the won and the lost Challenge, read from their result screens. */
export const verified: { win?: string; loss?: string } = {};

/**
 * Sign-in, METHOD, a 10 GM x2 Challenge resolved with `word`, the result, then CLAIM → YES, I AGREE.
 * termsAgreed: the browser accepted the Challenge terms before (is_agree), so the terms modal is skipped.
 * shots: check each step's screen (axe at WCAG 2.1 AA, nothing wider than the window) and save the
 * docs' screenshots of the steps (the winning Challenge).
 */
async function challenge(
  j: Journey,
  account: number,
  word: string,
  options: {
    missionsToDo: boolean;
    termsAgreed: boolean;
    shots?: boolean;
    storageState?: BrowserContextOptions['storageState'];
  },
): Promise<{
  headline: string;
  immediate: string;
  vesting: string;
  verifyHref: string;
  page: Awaited<ReturnType<Journey['open']>>['page'];
}> {
  const vrf = vrfControl(stack);
  const shot = async (name: string, animations?: 'allow'): Promise<void> => {
    if (!options.shots) return;
    // The glitch's brief overlay is shot as it fades (animations allowed), not checked.
    if (!animations) await expectScreen(page, name);
    await screenshot(page, name, animations ? { animations } : {});
  };
  const { page, errors } = await j.open(DESKTOP, {
    account,
    ...(options.storageState === undefined ? {} : { storageState: options.storageState }),
  });
  await visible(page.getByText('Connect Your Wallets and Check Your Eligibility for GM'));
  await shot('desktop-01-main');
  await signIn(
    page,
    options.shots ? { connect: 'desktop-02-connect-wallet-modal', sign: 'desktop-03-signatures-modal' } : {},
  );
  if (options.missionsToDo) {
    await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }));
    await shot('desktop-04-verify');
    // Missions to do: complete them one by one, each click waits for its row to turn DONE.
    await (await visible(page.getByRole('button', { name: 'CONTINUE TO MISSIONS' }))).click();
    await visible(page.getByRole('heading', { name: 'Missions' }));
    const complete = page.getByRole('button', { name: 'COMPLETE' });
    await visible(complete);
    await shot('desktop-05-mission');
    await completeMissions(page);
  }
  await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));
  await shot('desktop-06-method');
  await page.getByRole('button', { name: 'START CHALLENGE' }).click();

  if (options.termsAgreed) {
    // is_agree is remembered: straight to the Challenge modal, the terms are not asked again.
    await visible(page.getByRole('dialog', { name: 'Challenge' }));
    expect(await page.getByRole('dialog', { name: 'Terms and Conditions' }).count()).toBe(0);
  } else {
    const terms = await visible(page.getByRole('dialog', { name: 'Terms and Conditions' }));
    const agree = terms.getByRole('button', { name: 'Agree & Continue' });
    expect(await agree.isDisabled()).toBe(true);
    await shot('desktop-08-challenge-terms-modal');
    await terms.getByLabel('I agree to the Terms and Conditions').check();
    await agree.click();
  }

  const betting = await visible(page.getByRole('dialog', { name: 'Challenge' }));
  await visible(betting.getByText('Are you sure you want to start this Challenge?'));
  await visible(betting.getByTestId('vrf-fee').filter({ hasText: /[1-9]/ }));
  expect(await rowValue(betting, 'Amount')).toMatch(/^10 GM/);
  expect(await rowValue(betting, 'Multiplier')).toMatch(/x2/);
  await shot('desktop-09-betting-modal');
  await vrf.setAuto(false); // hold the request: the test picks its random word
  try {
    const before = (await vrf.status()).pending;
    await betting.getByRole('button', { name: 'YES' }).click();
    await visible(page.getByText('Waiting for the verifiable random number', { exact: false }), 60_000);
    expect(await toast(page, 'Challenge sent.')).toMatch(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
    await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'hidden' });
    await shot('desktop-10-claim-challenge-waiting');
    const requestId = await eventually(
      'the bet request at the VRF coordinator',
      async () => (await vrf.status()).pending.find((id) => !before.includes(id)),
      (id) => id !== undefined,
    );
    await vrf.fulfil(requestId as string, [word]);
  } finally {
    await vrf.setAuto(true);
  }
  const result = await visible(page.locator('.gm-result'), UI_TIMEOUT);
  const headline = ((await result.locator('.gm-result__headline').textContent()) ?? '').trim();
  const detail = ((await result.locator('.gm-lead').textContent()) ?? '').trim();
  // The result links to the Challenge's verifier page (opened by the journeys after this one).
  const verifyHref = (await result.getByTestId('verify-link').getAttribute('href')) ?? '';
  if (options.shots) {
    // The glitch overlay shows briefly with the result; the result once it has gone.
    const glitch = page.getByTestId('glitch-overlay');
    if (await glitch.isVisible()) await shot('desktop-11-glitch-end', 'allow');
    await glitch.waitFor({ state: 'hidden' });
    await shot('desktop-12-claim-challenge-result');
  }

  await result.getByRole('button', { name: 'CLAIM' }).click();
  const vesting = await visible(page.getByRole('dialog', { name: 'CLAIM & VESTING' }));
  // Read at once, without waiting for a change: the result only appears once the chain reads are
  // the post-bet ones, so the modal's first paint already shows the bet's outcome.
  const immediate = await rowValue(vesting, 'Immediate Claim amount');
  const vestingTotal = await rowValue(vesting, 'Vesting total');
  await shot('desktop-07-vesting-modal');
  await vesting.getByRole('button', { name: 'YES, I AGREE' }).click();
  // The transaction's toast carries its hash (the local chain has no explorer: the short hash only).
  expect(await toast(page, 'Claim & vesting confirmed.')).toMatch(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
  await visible(page.getByRole('link', { name: 'Go to Vesting' }), UI_TIMEOUT);
  await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'hidden' });
  await shot('desktop-13-claim-vesting');
  expect(errors).toEqual([]);
  return { headline: `${headline} ${detail}`, immediate, vesting: vestingTotal, verifyHref, page };
}

/** Accounts 4 (win, missions to do) and 1 (loss, same browser: terms remembered). */
export function challengeJourneys(): void {
  // win ⇔ word % 10000 < probBps (x2: 2500).
  journey('win – word 0 – pays amount × multiplier, claimed with the vesting', async (j) => {
    // Account 4: 25,000 GM; stakes 10 at x2 and wins 20: at once 20 + 10% of 24,990, the rest vests.
    const outcome = await challenge(j, 4, '0', { missionsToDo: true, termsAgreed: false, shots: true });
    expect(outcome.headline).toBe('YOU WIN! You won 20 GM (x2).');
    expect(outcome.immediate).toBe('2,519 GM');
    expect(outcome.vesting).toBe('22,491 GM');

    // The wallet disconnects (header → YOUR WALLET ADDRESS → DISCONNECT): the sign-in token goes,
    // the accepted terms stay in the browser for the next Challenge.
    const { page } = outcome;
    await page.getByRole('button', { name: shortAddress(address(4)) }).click();
    const disconnect = await visible(page.getByRole('dialog', { name: 'YOUR WALLET ADDRESS' }));
    expect(((await disconnect.getByTestId('connected-address').textContent()) ?? '').toLowerCase()).toBe(
      address(4).toLowerCase(),
    );
    await expectScreen(page, 'disconnect modal');
    await screenshot(page, 'desktop-14-disconnect-modal');
    await disconnect.getByRole('button', { name: 'DISCONNECT' }).click();
    await visible(page.getByRole('button', { name: 'CONNECT WALLET' }));
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('gm-claim-store') ?? '{}') as { state?: Record<string, unknown> },
    );
    expect(stored.state).toMatchObject({ access_token: null, is_agree: 'true' });
    rememberedStorage = await page.context().storageState();
    verified.win = outcome.verifyHref;
  });

  journey(
    'loss – word 9999, second Challenge in the same browser – terms not asked again, the rest claimable at once',
    async (j) => {
      // Account 1: 100,000 GM; stakes 10 at x2 and loses 50%: at once 5 + 10% of 99,990.
      expect(rememberedStorage).toBeDefined(); // left by the winning Challenge above
      const outcome = await challenge(j, 1, '9999', {
        missionsToDo: false,
        termsAgreed: true,
        storageState: rememberedStorage,
      });
      expect(outcome.headline).toBe('YOU LOSE 5 GM was forfeited. The rest is claimable instantly.');
      expect(outcome.immediate).toBe('10,004 GM');
      expect(outcome.vesting).toBe('89,991 GM');
      verified.loss = outcome.verifyHref;
    },
  );
}

/** The request id of the Challenge left pending (VRF held) for the stuck-Challenge journey after the time travel. */
let pendingRequestId: string | undefined;

/** Account 2: holds the VRF fulfiller until cancelChallengeJourneys() (after the time travel). */
export function pendingChallengeJourneys(): void {
  journey(
    'a pending Challenge – the waiting view with its request id and elapsed time survives a reload',
    async (j) => {
      const vrf = vrfControl(stack);
      // Held until the stuck-Challenge journey (after the time travel) has cancelled this Challenge.
      await vrf.setAuto(false);
      const { page, errors } = await j.open(DESKTOP, { account: 2 });
      await signIn(page);
      await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));
      await page.getByRole('button', { name: 'START CHALLENGE' }).click();
      const terms = await visible(page.getByRole('dialog', { name: 'Terms and Conditions' }));
      await terms.getByLabel('I agree to the Terms and Conditions').check();
      await terms.getByRole('button', { name: 'Agree & Continue' }).click();
      const betting = await visible(page.getByRole('dialog', { name: 'Challenge' }));
      await visible(betting.getByTestId('vrf-fee').filter({ hasText: /[1-9]/ }));
      // The odds carry the block they were read at (hover, tap, screen readers).
      expect(await betting.getByTestId('odds-source').getAttribute('aria-label')).toMatch(
        /^Read from GMChallenge's betting table on chain at block \d+\.$/,
      );
      await visible(betting.getByTestId('win-chance').filter({ hasText: /^25%$/ }));
      // The owner changes the odds of 10 GM × 2 while the modal is open: it shows the new ones, says so,
      // and YES waits until the user accepts them. The bet then carries the new odds.
      await stack.ownerTask(['set-betting-table', '10', '2', '2000', '5000']);
      try {
        const changed = await visible(betting.getByTestId('odds-changed'), UI_TIMEOUT);
        expect(((await changed.textContent()) ?? '').trim()).toMatch(
          /^The odds changed at block \d+: win chance 25% → 20%, loss on a lose 50% → 50% \(you saw them at block \d+\)\.ACCEPT THE NEW ODDS$/,
        );
        await visible(betting.getByTestId('win-chance').filter({ hasText: /^20%$/ }));
        expect(await betting.getByRole('button', { name: 'YES' }).isDisabled()).toBe(true);
        await changed.getByRole('button', { name: 'ACCEPT THE NEW ODDS' }).click();
        await betting.getByRole('button', { name: 'YES' }).click();
        await visible(page.getByTestId('request-id'), 60_000);
      } finally {
        await stack.ownerTask(['set-betting-table', '10', '2', '2500', '5000']);
      }

      const requestId = ((await (await visible(page.getByTestId('request-id'), 60_000)).textContent()) ?? '').trim();
      expect(requestId).toMatch(/^\d+$/);
      // The fulfiller holds it (it scans new blocks every 250 ms).
      await eventually(
        'the request at the held VRF fulfiller',
        async () => (await vrf.status()).pending,
        (pending) => pending.includes(requestId),
      );
      await visible(page.getByText('Waiting for the verifiable random number', { exact: false }));
      await visible(page.getByTestId('elapsed').filter({ hasText: /\d+ s$/ }));
      await visible(
        page
          .getByTestId('cancel-info')
          .filter({ hasText: /take your stake back from [A-Z][a-z]{2} \d{2} \d{4}, \d{2}:\d{2} \(UTC\)\.$/ }),
      );
      expect(await page.getByRole('button', { name: 'CANCEL AND TAKE MY STAKE BACK' }).count()).toBe(0);

      await page.reload();
      await visible(page.getByTestId('request-id').filter({ hasText: requestId }));
      await visible(page.getByText('Waiting for the verifiable random number', { exact: false }));
      pendingRequestId = requestId;
      await waitForIndex(stack);
      // The waiting view links to the verifier page: there, without a wallet, the Challenge is pending.
      expect(await page.getByTestId('verify-link').getAttribute('href')).toBe(`/challenge/${requestId}`);
      const verifier = await j.open(DESKTOP, { path: `/challenge/${requestId}` });
      await visible(verifier.page.getByTestId('challenge-status').filter({ hasText: 'PENDING' }), UI_TIMEOUT);
      await visible(
        verifier.page.getByTestId('pending-note').filter({ hasText: 'The random number has not arrived yet.' }),
      );
      // Placed at the odds accepted in the modal, which the table had at the bet's block.
      await visible(verifier.page.getByTestId('recorded-odds').filter({ hasText: '20% win chance (probBps 2000)' }));
      await visible(
        verifier.page
          .getByTestId('table-row')
          .filter({ hasText: /^20% win, 50% loss share at block \d+, as set at block \d+ \(the same as recorded\)$/ }),
      );
      expect(await verifier.page.getByTestId('random-word').count()).toBe(0);
      expect(await verifier.page.getByTestId('formula').count()).toBe(0);
      expect(verifier.errors).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
}

/** After the time travel: the contract's cancel delay (24 h) has long passed for the held Challenge. */
export function cancelChallengeJourneys(): void {
  journey(
    'a stuck Challenge – after the cancel delay, "cancel and take my stake back" (request, then complete) returns the stake',
    async (j) => {
      const vrf = vrfControl(stack);
      try {
        expect(pendingRequestId).toBeDefined(); // left by "a pending Challenge" above
        const { page, errors } = await j.open(DESKTOP, { account: 2 });
        await signIn(page);
        await visible(page.getByTestId('request-id').filter({ hasText: pendingRequestId as string }));
        await visible(page.getByText('The VRF fee is not refundable.', { exact: false }));
        // Two steps on chain: the cancel is requested, then completed after GMChallenge's CANCEL_FINALIZE_DELAY.
        await page.getByRole('button', { name: 'CANCEL AND TAKE MY STAKE BACK' }).click();
        expect(
          await toast(page, 'Cancel requested. You can take your stake back once the time shown has passed.'),
        ).toMatch(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
        await visible(
          page.getByTestId('cancel-info').filter({
            hasText:
              /^Cancel requested\. You can take your stake back from [A-Z][a-z]{2} \d{2} \d{4}, \d{2}:\d{2} \(UTC\)\. The VRF fee is not refundable\.$/,
          }),
        );
        await page.reload();
        await visible(page.getByTestId('cancel-info').filter({ hasText: 'Cancel requested.' }));
        expect(await page.getByRole('button', { name: 'TAKE MY STAKE BACK', exact: true }).count()).toBe(0);
        await increaseTime(stack, 11 * 60); // past CANCEL_FINALIZE_DELAY (10 min)
        await page.reload();
        await (await visible(page.getByRole('button', { name: 'TAKE MY STAKE BACK', exact: true }))).click();
        expect(await toast(page, 'Challenge cancelled. Your stake is back.')).toMatch(
          /Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/,
        );
        await visible(page.getByText('CHALLENGE CANCELLED'));
        await page.getByRole('button', { name: 'CHOOSE HOW TO CLAIM' }).click();
        await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));
        // The stake is available again: every stake this wallet could afford before can be chosen.
        await eventually(
          'the 10 GM stake',
          () => page.getByRole('button', { name: '10', exact: true }).isEnabled(),
          (enabled) => enabled,
        );

        await page.reload();
        await visible(page.getByRole('heading', { name: 'Choose How to Claim' }));
        expect((await vrf.status()).pending).toContain(pendingRequestId);
        // Its verifier page says it was cancelled: no draw, the cancel transactions.
        await waitForIndex(stack);
        const verifier = await j.open(DESKTOP, { path: `/challenge/${pendingRequestId as string}` });
        await visible(verifier.page.getByTestId('challenge-status').filter({ hasText: 'CANCELLED' }), UI_TIMEOUT);
        await visible(verifier.page.getByTestId('cancelled-note'));
        expect(await verifier.page.getByTestId('formula').count()).toBe(0);
        expect(verifier.errors).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await vrf.setAuto(true);
      }
    },
  );
}
