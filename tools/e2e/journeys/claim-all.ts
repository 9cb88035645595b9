/**
 * Claim all (issue 37 §1): every release due on a wallet, across its schedules and the types, from /vesting.
 * Accounts 27 (a wallet that speaks EIP-5792: one wallet_sendCalls, run by the test wallet against the real chain),
 * 28 (a wallet without it: one transaction after another, rejected halfway, then resumed after a reload on a 320 px
 * phone in Russian) and 29 (the wallet's chain changed mid-batch). Each holds a BACKER, a TEAM and an ECOSYSTEM
 * schedule whose TGE part is due at once, funded here with BNB (accounts above 19 start with none).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gmTokenAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { Contract } from 'ethers';
import { DESKTOP, MOBILE } from '../browser';
import { connectWallet, eventually, reconnectWallet, screenshot, switchLanguage, UI_TIMEOUT, visible } from '../journey';
import { expectPhoneScreen, expectScreen } from '../screen-checks';
import type { ClaimType } from '../stack';
import { address, BSC_MAINNET_CHAIN_ID, chainProvider, journey, RESULTS, stack } from './context';

const SCHEDULES: Array<{ type: ClaimType; tge: number }> = [
  { type: 'BACKER', tge: 1_000 },
  { type: 'TEAM', tge: 2_000 },
  { type: 'ECOSYSTEM', tge: 500 },
];
const GM = 10n ** 18n;

/** Three schedules of `account`, one per type, each with its TGE part due now; and 10 BNB for the gas. */
async function threeSchedules(account: number): Promise<void> {
  const provider = chainProvider();
  try {
    await provider.send('hardhat_setBalance', [address(account), '0x8ac7230489e80000']);
  } finally {
    provider.destroy();
  }
  for (const { type, tge } of SCHEDULES) {
    const csv = path.join(RESULTS, 'stack', `claim-all-${account}-${type}.csv`);
    // A 12-month cliff: only the TGE part is due, whenever in the run (before or after its month of time travel).
    const months = [...Array<string>(12).fill('0'), '100', '100'];
    writeFileSync(
      csv,
      `beneficiary,tgeAmount,releaseDay,${months.map((_, index) => `month${index + 1}`).join(',')}\n${address(account)},${tge},1,${months.join(',')}\n`,
    );
    await stack.ownerTask(['create-schedules', type, csv]);
  }
}

/** What each of the three schedules has paid `account` so far, and its GM balance, read from the chain. */
async function claimedOnChain(account: number): Promise<{ claimed: bigint[]; balance: bigint }> {
  const provider = chainProvider();
  try {
    const claimed = await Promise.all(
      SCHEDULES.map(async ({ type }) => {
        const vesting = new Contract(stack.deployment.contracts.GMVesting[type], gmVestingAbi, provider);
        const count = (await vesting.getFunction('beneficiaryScheduleCount')(address(account))) as bigint;
        const id = (await vesting.getFunction('beneficiarySchedules')(address(account), count - 1n)) as bigint;
        return ((await vesting.getFunction('getVestingSchedule')(id)) as { claimed: bigint }).claimed;
      }),
    );
    const token = new Contract(stack.deployment.contracts.GMToken, gmTokenAbi, provider);
    return { claimed, balance: (await token.getFunction('balanceOf')(address(account))) as bigint };
  } finally {
    provider.destroy();
  }
}

const ALL_CLAIMED = SCHEDULES.map(({ tge }) => BigInt(tge) * GM);
const TOTAL = 3_500n * GM;

/** Account 27: a wallet with EIP-5792, one prompt for every release due. */
export function claimAllJourneys(): void {
  journey('Claim all – a wallet with EIP-5792: the three releases of three types in one wallet prompt, from /vesting', async (j) => {
    await threeSchedules(27);
    const before = await claimedOnChain(27);
    const { page, wallet, errors } = await j.open(DESKTOP, { account: 27, path: '/vesting', eip5792: true });
    await connectWallet(page);
    const panel = await visible(page.getByTestId('claim-all'));
    await visible(panel.getByText('3 releases are due on this wallet: 3,500 GM in all.'));
    expect(await panel.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^BACKER schedule #\d+: 1,000 GM$/),
      expect.stringMatching(/^ECOSYSTEM schedule #\d+: 500 GM$/),
      expect.stringMatching(/^TEAM schedule #\d+: 2,000 GM$/),
    ]);
    await expectScreen(page, '/vesting with Claim all');
    await screenshot(page, 'desktop-40-claim-all');
    await panel.getByRole('button', { name: 'CLAIM ALL (3)' }).click();
    await visible(page.getByText('All 3 claims are confirmed.').first(), UI_TIMEOUT);
    const methods = wallet?.requests.map((request) => request.method) ?? [];
    expect(methods.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1);
    expect(methods).not.toContain('eth_sendTransaction');
    const sendCalls = wallet?.requests.find((request) => request.method === 'wallet_sendCalls');
    expect((sendCalls?.params[0] as { calls: unknown[]; atomicRequired: boolean }).calls).toHaveLength(3);
    const after = await claimedOnChain(27);
    expect(after.claimed).toEqual(ALL_CLAIMED);
    expect(after.balance - before.balance).toBe(TOTAL);
    await page.getByTestId('claim-all').waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(errors).toEqual([]);
  });
}

/** Account 28: a wallet without EIP-5792, one claim after another (in the other lane than accounts 27 and 29). */
export function claimAllSequentialJourneys(): void {
  journey(
    'Claim all – a wallet without EIP-5792: "1 of 3", "2 of 3"… rejected halfway; after a reload on a 320 px phone in Russian it claims only the rest',
    async (j) => {
      await threeSchedules(28);
      const before = await claimedOnChain(28);
      const { page, wallet, errors } = await j.open(DESKTOP, { account: 28, path: '/vesting' });
      await connectWallet(page);
      const panel = await visible(page.getByTestId('claim-all'));
      // The wallet confirms the first claim, then its user rejects the second.
      wallet?.rejectAfter('eth_sendTransaction', 1);
      await panel.getByRole('button', { name: 'CLAIM ALL (3)' }).click();
      await visible(
        panel.getByRole('status').filter({ hasText: /^Stopped after 1 of 3: .*CLAIM ALL claims what is left\.$/ }),
      );
      const methods = wallet?.requests.map((request) => request.method) ?? [];
      expect(methods).toContain('wallet_getCapabilities');
      expect(methods).not.toContain('wallet_sendCalls');
      const halfway = await claimedOnChain(28);
      expect(halfway.claimed.filter((claimed) => claimed > 0n)).toHaveLength(1);
      expect(errors).toEqual([]);

      // The same wallet on a 320 px phone (same local storage: what the reload keeps), in Russian.
      const storageState = await page.context().storageState();
      const phone = await j.open(
        { ...MOBILE, viewport: { width: 320, height: 640 } },
        { account: 28, path: '/vesting', storageState },
      );
      await reconnectWallet(phone.page, phone.page.getByTestId('claim-all'));
      await switchLanguage(phone.page, 'ru');
      const resumed = phone.page.getByTestId('claim-all');
      await visible(resumed.getByText('«Получить всё» было прервано: получено 1 из 3. ПОЛУЧИТЬ ВСЁ получит остальное.'));
      await expectPhoneScreen(phone.page, 'Claim all resumed, in Russian at 320 px');
      await screenshot(phone.page, 'phone-40-claim-all-resume-ru');
      // Keyboard alone: focus the button and press Enter.
      await resumed.getByRole('button', { name: 'ПОЛУЧИТЬ ВСЁ (2)' }).focus();
      await phone.page.keyboard.press('Enter');
      await visible(phone.page.getByText('Все получения подтверждены (3).').first(), UI_TIMEOUT);
      const after = await claimedOnChain(28);
      expect(after.claimed).toEqual(ALL_CLAIMED);
      expect(after.balance - before.balance).toBe(TOTAL);
      const sent = phone.wallet?.requests.filter((request) => request.method === 'eth_sendTransaction') ?? [];
      expect(sent).toHaveLength(2);
      expect(phone.errors).toEqual([]);
    },
    240_000,
  );
}

/** Account 29: the wallet changes chain mid-batch. */
export function claimAllChainChangeJourneys(): void {
  journey('Claim all – the wallet changes chain mid-batch: the page lets go, nothing is claimed twice, and Claim all finishes the rest', async (j) => {
    await threeSchedules(29);
    const before = await claimedOnChain(29);
    const { page, wallet, errors } = await j.open(DESKTOP, { account: 29, path: '/vesting' });
    await connectWallet(page);
    const panel = await visible(page.getByTestId('claim-all'));
    // The wallet confirms the first claim; the second's prompt stays open while its user switches the wallet to
    // BNB Smart Chain mainnet, then confirms it there.
    const second = wallet?.holdAfter('eth_sendTransaction', 1);
    await panel.getByRole('button', { name: 'CLAIM ALL (3)' }).click();
    await second?.held;
    await visible(panel.getByRole('status').filter({ hasText: '2 of 3: confirm this claim in your wallet.' }));
    await wallet?.changeChain(page, BSC_MAINNET_CHAIN_ID);
    // A chain change in the wallet disconnects (docs/product.md#wallet): back on the main page.
    await visible(page.getByRole('button', { name: 'CONNECT WALLET' }).first());
    second?.release();
    // The wallet on another chain sends nothing of ours: one claim is in, none twice.
    await eventually(
      'the wallet on mainnet answered the held claim',
      async () => wallet?.requests.filter((request) => request.method === 'eth_sendTransaction')[1]?.error?.message ?? '',
      (message) => message.includes('The wallet is on chain 56'),
    );
    const halfway = await claimedOnChain(29);
    expect(halfway.claimed.filter((claimed) => claimed > 0n)).toHaveLength(1);
    expect(halfway.claimed.every((claimed, index) => claimed === 0n || claimed === ALL_CLAIMED[index])).toBe(true);

    await page.goto(`${stack.urls.web}/vesting`);
    await reconnectWallet(page, page.getByTestId('claim-all'));
    const again = page.getByTestId('claim-all');
    await visible(
      again.getByRole('status').filter({ hasText: 'A Claim all was interrupted: 1 of 3 are claimed. CLAIM ALL claims the rest.' }),
    );
    // The flow asks the wallet back to the stack's chain first; the rest is claimed, each once.
    await again.getByRole('button', { name: 'CLAIM ALL (2)' }).click();
    await visible(page.getByText(/^All 3 claims are confirmed\.$/).first(), UI_TIMEOUT);
    const after = await claimedOnChain(29);
    expect(after.claimed).toEqual(ALL_CLAIMED);
    expect(after.balance - before.balance).toBe(TOTAL);
    expect(errors).toEqual([]);
  });
}
