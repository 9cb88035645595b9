/**
 * Issue 33 — allocations anyone can check, and claims that outlive our servers. Account 30 is in the published list
 * (version 1) and nowhere else (no eligibility row, no registration). Account 0 is the owner.
 * - Before the time travel (outside the lanes: the owner's key sends): the owner builds and publishes the list (what
 *   `npm run allocations:build` writes, served by nginx under /allocations/) and proposes its root; it activates a day
 *   later, which the month of time travel passes.
 * - After it: /eligibility with our API unreachable proves account 30 against the on-chain root, says the missions come
 *   first while the gate lasts, and — once the owner ends the missions gate — claims & vests with the proof alone.
 * - Account 31 is in no list: it files an appeal signed by its wallet, the owner (an operator) accepts it on /ops with
 *   an amount and a reason, and the claimant sees the decision on its next visit (issue 33 §4).
 */
import { gmChallengeAbi, gmTokenAbi } from '@gm-claim/shared';
import { buildAllocation } from '@gm-claim/shared/allocations/build';
import { sortRows, type AllocationRow } from '@gm-claim/shared/allocations/canonical-list';
import { Contract, type JsonRpcProvider, toBeHex, Wallet } from 'ethers';
import { writeAllocationFiles } from '../../allocations/write-files';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP, MOBILE } from '../browser';
import { freePort } from '@gm-claim/shared/node/ports';
import { increaseTime } from '../stack';
import { devPrivateKey } from '../wallet';
import { switchLanguage, UI_TIMEOUT, visible } from '../journey';
import { expectPhoneScreen, expectScreen } from '../screen-checks';
import { address, alone, chainProvider, journey, RESULTS, stack } from './context';
import { signInOnOps } from './ops';

const PHONE_320 = { ...MOBILE, viewport: { width: 320, height: 640 } };

export const LISTED_ACCOUNT = 30;
const GM = 10n ** 18n;
const LISTED_AMOUNT = 2_500n * GM;

function ownerChallenge(): { challenge: Contract; provider: JsonRpcProvider } {
  const provider = chainProvider();
  const owner = new Wallet(devPrivateKey(0), provider);
  return { challenge: new Contract(stack.deployment.contracts.GMChallenge, gmChallengeAbi as never, owner), provider };
}

/** The owner publishes version 1 of the list (account 30 and 40 others) and proposes its root. */
export function allocationListJourneys(): void {
  journey(
    'owner publishes an allocation list and proposes its root – pending for a day, then anyone can check it',
    async () => {
      const rows: AllocationRow[] = [{ address: address(LISTED_ACCOUNT).toLowerCase(), amount: LISTED_AMOUNT }];
      for (let i = 1; i <= 40; i += 1)
        rows.push({ address: Wallet.createRandom().address.toLowerCase(), amount: BigInt(i) * GM });
      const { chainId, contracts } = stack.deployment;
      const built = buildAllocation(sortRows(rows), { chainId, contract: contracts.GMChallenge, version: 1 });
      await writeAllocationFiles(built, stack.allocationsDir, { replace: true });
      const served = (await (await fetch(`${stack.urls.web}/allocations/1/manifest.json`)).json()) as { root: string };
      expect(served.root).toBe(built.manifest.root);

      const { challenge, provider } = ownerChallenge();
      try {
        const tx = (await challenge.getFunction('proposeAllocationRoot')(
          built.manifest.root,
          BigInt(built.manifest.total),
          built.manifest.listHash,
        )) as { wait(): Promise<unknown> };
        await tx.wait();
        const root = (await challenge.getFunction('allocationRoot')(1n)) as { root: string; activatesAt: bigint };
        expect(root.root).toBe(built.manifest.root);
        const { timestamp } = (await provider.getBlock('latest'))!;
        expect(Number(root.activatesAt)).toBeGreaterThan(timestamp);
        // Account 30 pays its own gas for the proof claim (accounts above 19 start with no BNB).
        await provider.send('hardhat_setBalance', [address(LISTED_ACCOUNT), toBeHex(10n ** 19n)]);
      } finally {
        provider.destroy();
      }
    },
  );
}

/** In the whole run the month of time travel has activated the root; a run narrowed to these journeys moves on itself. */
async function activeRoot(): Promise<void> {
  const { challenge, provider } = ownerChallenge();
  try {
    const root = (await challenge.getFunction('allocationRoot')(1n)) as { activatesAt: bigint };
    const { timestamp } = (await provider.getBlock('latest'))!;
    if (Number(root.activatesAt) > timestamp) await increaseTime(stack, Number(root.activatesAt) - timestamp);
  } finally {
    provider.destroy();
  }
}

/** After the time travel: the list's root is active. Our API is unreachable throughout (a port nothing listens on). */
export function proofClaimJourneys(): void {
  journey(
    'API unreachable – /eligibility proves account 30 on chain, waits for the missions gate, then claims & vests with the proof',
    async (j) => {
      await activeRoot();
      const deadApi = `http://127.0.0.1:${await freePort()}`;
      const account = address(LISTED_ACCOUNT);
      const { page } = await j.open(DESKTOP, { account: LISTED_ACCOUNT, apiUrl: deadApi, path: '/eligibility' });
      const check = async (): Promise<void> => {
        await page.getByLabel('Wallet address').fill(account);
        await page.getByRole('button', { name: 'Check' }).click();
        await visible(page.getByText('In the list, proven against the on-chain root'));
        await visible(page.getByTestId('list-amount-1').filter({ hasText: '2,500 GM (list version 1)' }));
      };
      await check();
      // The missions gate has no end yet: the proof alone cannot claim, and the page says why.
      await visible(page.getByTestId('proof-claim-missions'));
      await expectScreen(page, '/eligibility, proven, missions first (desktop)');
      // The same on a 320 px phone in Russian, one of the longest languages.
      const phone = await j.open(PHONE_320, { apiUrl: deadApi, path: '/eligibility' });
      await switchLanguage(phone.page, 'ru');
      await phone.page.locator('input[name="address"]').fill(account);
      await phone.page.locator('form.gm-list__form button[type="submit"]').click();
      await visible(phone.page.getByTestId('proof-claim-missions'));
      await expectPhoneScreen(phone.page, '/eligibility in Russian at 320 px');
      mkdirSync(RESULTS, { recursive: true });
      await phone.page.screenshot({ path: path.join(RESULTS, 'eligibility-proof-ru-320.png'), fullPage: true });

      await alone(async () => {
        const { challenge, provider } = ownerChallenge();
        try {
          const { timestamp } = (await provider.getBlock('latest'))!;
          const tx = (await challenge.getFunction('setMissionsGateEndsAt')(BigInt(timestamp))) as {
            wait(): Promise<unknown>;
          };
          await tx.wait();
        } finally {
          provider.destroy();
        }
      });

      await page.reload();
      await page.getByRole('banner').getByRole('button', { name: 'CONNECT WALLET' }).click();
      await (
        await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }))
      )
        .getByRole('button', { name: 'MetaMask' })
        .click();
      await check();
      const claim = await visible(page.getByRole('button', { name: 'CLAIM & VEST WITH PROOF' }));
      await claim.click();
      await visible(page.getByTestId('proof-claim-claimed'), UI_TIMEOUT);
      await expectScreen(page, '/eligibility, claimed with the proof');

      const provider = chainProvider();
      try {
        const challenge = new Contract(stack.deployment.contracts.GMChallenge, gmChallengeAbi as never, provider);
        expect(await challenge.getFunction('hasClaimedAndVested')(account)).toBe(true);
        const token = new Contract(stack.deployment.contracts.GMToken, gmTokenAbi as never, provider);
        // 10% now; the other 90% is the PUBLIC schedule's.
        expect(await token.getFunction('balanceOf')(account)).toBe(LISTED_AMOUNT / 10n);
      } finally {
        provider.destroy();
      }
    },
  );
}

export const APPEALING_ACCOUNT = 31;

/** Account 31, in no list: an appeal filed, decided in /ops, seen by the claimant. */
export function appealJourneys(): void {
  journey(
    'appeal – a wallet not in the list files one, an operator accepts it on /ops, the claimant sees the decision',
    async (j) => {
      const account = address(APPEALING_ACCOUNT);
      await activeRoot();
      const claimant = await j.open(DESKTOP, { account: APPEALING_ACCOUNT, path: '/eligibility' });
      const page = claimant.page;
      await page.getByRole('banner').getByRole('button', { name: 'CONNECT WALLET' }).click();
      await (
        await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }))
      )
        .getByRole('button', { name: 'MetaMask' })
        .click();
      await page.getByLabel('Wallet address').fill(account);
      await page.getByRole('button', { name: 'Check' }).click();
      await visible(page.getByText('Not in the list', { exact: true }));
      await (await visible(page.getByRole('button', { name: 'FILE AN APPEAL' }))).click();
      await visible(page.getByRole('radio', { name: 'My wallet is not in the list' }));
      await page
        .getByLabel('Explain your case (what you held, when and where)')
        .fill('I held the NFT on the snapshot day.');
      await page.getByRole('button', { name: 'SIGN AND SEND' }).click();
      await visible(page.getByTestId('appeal-received'));
      await expectScreen(page, '/eligibility, appeal received');

      // An operator (the contracts' owner) decides on /ops, signed by its wallet.
      const ops = await j.open(DESKTOP, { account: 0, path: '/ops' });
      await signInOnOps(ops.page);
      const item = await visible(
        ops.page.getByTestId('ops-appeals').locator('li').filter({ hasText: 'I held the NFT on the snapshot day.' }),
      );
      await item.getByLabel('Amount for the next list version (GM)').fill('1200');
      await item.getByLabel('Reason (the claimant sees it)').fill('Snapshot holder confirmed.');
      await item.getByRole('button', { name: 'ACCEPT' }).click();
      await visible(item.getByText(/Snapshot holder confirmed\./));

      // The claimant's next visit shows the decision.
      await page.reload();
      await page.getByLabel('Wallet address').fill(account);
      await page.getByRole('button', { name: 'Check' }).click();
      await visible(page.getByTestId('appeal-accepted'));
      await visible(page.getByTestId('appeal-reason').filter({ hasText: 'Snapshot holder confirmed.' }));
      await visible(page.getByText('Amount: 1,200 GM'));
    },
  );
}
