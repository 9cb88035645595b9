import { tokens } from '@gm-claim/shared/amount';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interfaceOf, setChainReader } from '@gm-claim/web-core-chain';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { BaseError, ChainUnreachableError } from '@gm-claim/web-core-errors';
import {
  fakeChain,
  FAKE_CONTRACTS,
  vestingInfoRecord,
  vestingScheduleRecord,
  type Answers,
} from '@gm-claim/web-core-chain/testing';
import { CLAIM_ALL_STORAGE_KEY } from '../data-access/claim-all';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { setLocale } from '@gm-claim/web-core-i18n';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { relayerStatus } from '@gm-claim/web-feature-sponsored-claim/testing';
import { axeViolations, renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { ADDRESS, connectTestWallet, resetStores } from '@gm-claim/web-core-wallet/testing';
import type { ClaimAllDeps, ClaimAllResult } from '../data-access/claim-all';
import { ClaimDashboardView } from './ClaimDashboardView';

jest.mock('../hooks/flows', () => ({
  useClaimVesting: () => async () => 'done',
  useAcceptGift: () => async () => true,
}));
/** What the (mocked) flow does when CLAIM ALL is pressed: reports its progress, then answers. */
const mockRun: { steps: (deps: ClaimAllDeps) => Promise<ClaimAllResult>; sponsored: boolean[] } = {
  steps: async () => ({ status: 'done', claimed: 2, total: 2, batched: false }),
  sponsored: [],
};
jest.mock('../data-access/wiring', () => ({
  ...jest.requireActual('../data-access/wiring'),
  claimAllDeps: (sponsored: boolean, onProgress: ClaimAllDeps['onProgress']) => {
    mockRun.sponsored.push(sponsored);
    return { onProgress } as ClaimAllDeps;
  },
  claimAll: (_releases: unknown, deps: ClaimAllDeps) => mockRun.steps(deps),
}));

/** A TEAM wallet with two schedules (4 and 5), 1,500 GM due on each. */
function answers(count = 2n): Answers {
  return {
    beneficiaryScheduleCount: count,
    beneficiarySchedules: ([, index]) => [4n, 5n][Number(index)] as bigint,
    userVestingScheduleIds: 0n,
    getUserVestingScheduleId: 0n,
    tgeTimestamp: 1_700_000_000n,
    pendingGifts: [],
    getVestingSchedule: vestingScheduleRecord(ADDRESS),
    getVestingInfo: vestingInfoRecord(),
    claimableAmount: tokens(1_500),
    calculateReleaseTimestamp: 1_800_000_000n,
  };
}

function show(count = 2n) {
  setChainReader(fakeChain({ answers: answers(count), chainTime: 1_800_000_100n }));
  return renderWithProviders(<ClaimDashboardView type="TEAM" />);
}

describe('Claim all on a vesting page (issue 37 §1)', () => {
  beforeEach(async () => {
    resetStores();
    testConfig();
    localStorage.clear();
    await setLocale('en', { remember: false });
    global.fetch = jest.fn(async () =>
      jsonResponse(200, { contractAddress: '0x00000000000000000000000000000000000000aa' }),
    ) as never;
    mockRun.sponsored = [];
    connectTestWallet();
  });

  it('two releases due: lists them with the total, and CLAIM ALL (2) runs the flow, showing "1 of 2" while it waits', async () => {
    let report: ((step: Parameters<ClaimAllDeps['onProgress']>[0]) => void) | undefined;
    let finish: ((result: ClaimAllResult) => void) | undefined;
    mockRun.steps = (deps) =>
      new Promise((resolve) => {
        report = deps.onProgress;
        finish = resolve;
      });
    show();
    const panel = await screen.findByTestId('claim-all');
    expect(within(panel).getByRole('heading', { name: 'Claim all' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('2 releases are due on this wallet: 3,000 GM in all.');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TEAM schedule #4: 1,500 GM', 'TEAM schedule #5: 1,500 GM']);
    await userEvent.click(within(panel).getByRole('button', { name: 'CLAIM ALL (2)' }));
    await waitFor(() => expect(report).toBeDefined());
    act(() => report?.({ phase: 'prompt', current: 1, total: 2 }));
    expect(within(panel).getByRole('status')).toHaveTextContent('1 of 2: confirm this claim in your wallet.');
    expect(within(panel).getByRole('button', { name: 'CLAIM ALL (2)' })).toBeDisabled();
    act(() => report?.({ phase: 'waiting', current: 2, total: 2 }));
    expect(within(panel).getByRole('status')).toHaveTextContent('2 of 2: waiting for the block…');
    await act(async () => finish?.({ status: 'done', claimed: 2, total: 2, batched: false }));
    expect(mockRun.sponsored).toEqual([false]);
  });

  it('stopped halfway: says how far it got and why, and CLAIM ALL stays for the rest', async () => {
    mockRun.steps = async () => ({
      status: 'stopped',
      claimed: 1,
      total: 2,
      error: new BaseError('You rejected the request.'),
    });
    show();
    const panel = await screen.findByTestId('claim-all');
    await userEvent.click(within(panel).getByRole('button', { name: 'CLAIM ALL (2)' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Stopped after 1 of 2: You rejected the request. CLAIM ALL claims what is left.',
      ),
    );
    expect(within(panel).getByRole('button', { name: 'CLAIM ALL (2)' })).toBeEnabled();
  });

  it('one release due: no Claim all (CLAIM NOW is enough)', async () => {
    show(1n);
    await screen.findAllByTestId('claimable');
    await waitFor(() => expect(screen.queryByTestId('claim-all')).not.toBeInTheDocument());
  });

  it('after a reload, an interrupted Claim all says "1 of 3 are claimed" from the kept count and what the chain says is left', async () => {
    localStorage.setItem(
      CLAIM_ALL_STORAGE_KEY,
      JSON.stringify({ address: ADDRESS.toLowerCase(), chainId: 56, total: 3, at: Date.now() }),
    );
    show();
    const panel = await screen.findByTestId('claim-all');
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'A Claim all was interrupted: 1 of 3 are claimed. CLAIM ALL claims the rest.',
      ),
    );
  });

  it('/vesting (PUBLIC) gathers every type: the releases due on all five contracts, each named by its type', async () => {
    testConfig({ contracts: { ...FAKE_CONTRACTS, GMChallenge: '0x00000000000000000000000000000000000000c1' } });
    setChainReader(fakeChain({ answers: answers(2n), chainTime: 1_800_000_100n }));
    renderWithProviders(<ClaimDashboardView type="PUBLIC" />);
    const panel = await screen.findByTestId('claim-all');
    expect(panel).toHaveTextContent('10 releases are due on this wallet: 15,000 GM in all.');
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(' ')[0]);
    expect(items).toEqual([
      'PUBLIC',
      'PUBLIC',
      'BACKER',
      'BACKER',
      'ECOSYSTEM',
      'ECOSYSTEM',
      'TEAM',
      'TEAM',
      'MARKETING',
      'MARKETING',
    ]);
    expect(within(panel).getByRole('button', { name: 'CLAIM ALL (10)' })).toBeEnabled();
  });

  it('Russian (one of the longest): every text translated; keyboard alone reaches CLAIM ALL; axe clean', async () => {
    await setLocale('ru', { remember: false });
    show();
    const panel = await screen.findByTestId('claim-all');
    expect(within(panel).getByRole('heading', { name: 'Получить всё' })).toBeInTheDocument();
    const button = within(panel).getByRole('button', { name: 'ПОЛУЧИТЬ ВСЁ (2)' });
    for (let tab = 0; tab < 12 && document.activeElement !== button; tab += 1) await userEvent.tab();
    expect(document.activeElement).toBe(button);
    expect(panel.textContent).not.toContain('One wallet prompt when your wallet');
    expect(await axeViolations()).toEqual([]);
  });

  describe("issue 37 §3: the claims' gas estimated, not 800,000 gas each", () => {
    const GWEI = 10n ** 9n;
    const TEAM = FAKE_CONTRACTS.GMVesting.TEAM;

    /** Two TEAM releases due (4 and 5); the relayer sponsors claims; the wallet holds `balance`. */
    function showWith(balance: bigint, estimates: Parameters<typeof fakeChain>[0] = {}) {
      testConfig({ relayerUrl: '/relay', contracts: FAKE_CONTRACTS });
      global.fetch = jest.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/relay/status')
          ? jsonResponse(200, relayerStatus())
          : jsonResponse(200, { contractAddress: '0x00000000000000000000000000000000000000aa' }),
      ) as never;
      const chain = fakeChain({
        answers: answers(),
        chainTime: 1_800_000_100n,
        gasPrice: 1n * GWEI,
        balances: { [ADDRESS.toLowerCase()]: balance },
        ...estimates,
      });
      setChainReader(chain);
      renderWithProviders(<ClaimDashboardView type="TEAM" />);
      return chain;
    }
    const settled = async () => {
      await screen.findByTestId('claim-all');
      await waitFor(() =>
        expect((global.fetch as jest.Mock).mock.calls.some(([input]) => String(input).includes('/relay/status'))).toBe(
          true,
        ),
      );
      await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    };

    it('each claim estimated from the wallet (+25%); sent one after another with 800,000 gas, the last needs its whole limit', async () => {
      // 100,000 × 1.25 = 125,000 gas each: 250,000 to spend, and 125,000 + 800,000 = 925,000 (0.000925 BNB at 1 gwei)
      // to hold for the second to be sent. The old guess (800,000 × 2 = 0.0016 BNB) would have offered it below that.
      const chain = showWith(925_000n * GWEI);
      const estimateGas = jest.spyOn(chain, 'estimateGas');
      await settled();
      const panel = screen.getByTestId('claim-all');
      expect(within(panel).queryByRole('button', { name: 'Claim all without BNB' })).toBeNull();
      // (Each schedule's CLAIM NOW estimates its own claim too.)
      const estimated = estimateGas.mock.calls.map(([tx]) => {
        const call = interfaceOf(gmVestingAbi).parseTransaction({ data: tx.data });
        return `${tx.from} → ${tx.to.toLowerCase()}: ${call?.name ?? '?'}(${String(call?.args[0])})`;
      });
      expect([...new Set(estimated)].sort()).toEqual([
        `${ADDRESS} → ${TEAM}: claim(4)`,
        `${ADDRESS} → ${TEAM}: claim(5)`,
      ]);
    });

    it('one wei short of it: Claim all without BNB is offered', async () => {
      showWith(925_000n * GWEI - 1n);
      const panel = await screen.findByTestId('claim-all');
      expect(
        await within(panel).findByRole('button', { name: 'Claim all without BNB' }, { timeout: 5_000 }),
      ).toBeEnabled();
    });

    it("a due claim would revert: the schedule and the contract's reason, no claim without BNB offered", async () => {
      showWith(0n, { estimates: { [TEAM]: { revert: 'GMVesting_NothingToClaim', args: [5n] } } });
      const note = await screen.findByTestId('claim-all-would-revert', {}, { timeout: 5_000 });
      expect(note.textContent).toMatch(
        /^TEAM schedule #4 would fail now, so the gas of these claims cannot be estimated: [A-Z].+/,
      );
      expect(note.textContent).not.toMatch(/GMVesting_|0x/);
      expect(screen.queryByRole('button', { name: 'Claim all without BNB' })).toBeNull();
    });

    it('the node cannot answer the estimates: the error with RETRY; RETRY estimates again', async () => {
      const chain = showWith(10n ** 18n);
      const estimateGas = jest.spyOn(chain, 'estimateGas').mockRejectedValue(new ChainUnreachableError());
      const error = await screen.findByTestId('claim-all-estimate-error', {}, { timeout: 5_000 });
      expect(error).toHaveTextContent(
        'The gas estimate of these claims could not be loaded. The blockchain cannot be reached right now.',
      );
      estimateGas.mockRestore();
      await userEvent.click(within(error).getByRole('button', { name: 'RETRY' }));
      await waitFor(() => expect(screen.queryByTestId('claim-all-estimate-error')).not.toBeInTheDocument());
      expect(screen.queryByRole('button', { name: 'Claim all without BNB' })).toBeNull();
    });
  });
});
