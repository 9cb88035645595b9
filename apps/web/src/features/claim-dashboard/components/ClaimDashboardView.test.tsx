import { tokens } from '@gm-claim/shared/amount';
import { CLAIM_TYPES } from '@gm-claim/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setChainReader } from '@gm-claim/web-core-chain';
import {
  fakeChain,
  vestingInfoRecord,
  vestingScheduleRecord,
  type Answer,
  type Answers,
} from '@gm-claim/web-core-chain/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { modalStore, useModal } from '@gm-claim/web-core-state';
import { axeViolations, renderWithProviders, shownAmounts } from '@gm-claim/web-core-ui/testing';
import { ADDRESS, connectTestWallet, resetStores } from '@gm-claim/web-core-wallet/testing';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { FAKE_CONTRACTS } from '@gm-claim/web-core-chain/testing';
import { getConfig, TIMING } from '@gm-claim/web-core-config';
import { ChainUnreachableError } from '@gm-claim/web-core-errors';
import { en } from '@gm-claim/web-core-i18n';
import { ClaimDashboardView } from './ClaimDashboardView';

const PUBLIC_INTRO = en['dash.publicIntro'];
const SCHEDULE_INTRO = en['dash.scheduleIntro'];
import { VestingHistoryModal } from './VestingHistoryModal';
import ICAL from 'ical.js';

const mockClaim = jest.fn(async (_type: string, _id: bigint) => true);
const mockAccept = jest.fn(async (_type: string, _id: bigint) => true);
jest.mock('../hooks/flows', () => ({
  useClaimVesting: (type: string) => (id: bigint) => mockClaim(type, id),
  useAcceptGift: (type: string) => (id: bigint) => mockAccept(type, id),
}));
/** The schedule-creating transaction the mocked history reports (a test sets it, then clears it). */
const mockHistory: { created: { txHash: string; blockNumber: number } | null } = { created: null };
jest.mock('../data-access/read-claim-history', () => ({
  readClaimHistory: async () => ({
    claims: [],
    source: 'index',
    upToBlock: 1,
    behindBlocks: 0,
    indexError: null,
    created: mockHistory.created,
  }),
}));

const utc = (...parts: [number, number, number, number, number]): bigint => BigInt(Date.UTC(...parts) / 1000);
const TGE = utc(2026, 10, 21, 21, 9);
/** Six monthly releases of 1,500 GM on the 21st at 21:09 UTC, December to May. */
const RELEASE_TIMES = [1, 2, 3, 4, 5, 6].map((month) => utc(2026, 10 + month, 21, 21, 9));

/** A 9,000 GM schedule (id 4), 1,500 GM released, on every type's contract. */
function answers(overrides: { claimedTotal?: bigint; claimable?: bigint; scheduleId?: bigint } = {}): Answers {
  const scheduleId = overrides.scheduleId ?? 4n;
  return {
    userVestingScheduleIds: scheduleId,
    getUserVestingScheduleId: scheduleId,
    beneficiaryScheduleCount: scheduleId === 0n ? 0n : 1n,
    beneficiarySchedules: scheduleId,
    tgeTimestamp: TGE,
    getVestingSchedule: vestingScheduleRecord(ADDRESS),
    getVestingInfo: vestingInfoRecord({ claimedTotal: overrides.claimedTotal ?? 0n }),
    claimableAmount: overrides.claimable ?? tokens(1_500),
    // No gift waiting for the wallet, and no proposal on any schedule.
    pendingGifts: [],
    pendingBeneficiary: '0x0000000000000000000000000000000000000000',
    calculateReleaseTimestamp: ([, month]) => RELEASE_TIMES[Number(month) - 1],
    // GMChallenge's record of the claim & vest that created the PUBLIC schedule: 1,000 paid at once.
    getVestingSnapshot: {
      claimedAmount: tokens(1_000),
      immediateAmount: tokens(1_000),
      vestingAmount: tokens(9_000),
      timestamp: TGE + 60n,
    },
  };
}

function show(
  type: (typeof CLAIM_TYPES)[number],
  chain = fakeChain({ answers: answers(), chainTime: utc(2026, 11, 25, 0, 0) }),
) {
  setChainReader(chain);
  renderWithProviders(<ClaimDashboardView type={type} />);
  return chain;
}

/** The PUBLIC vesting contract as GET /vesting/contract answers it (not the configured one). */
const PUBLIC_FROM_API = '0x00000000000000000000000000000000000000aa';

/** The API: GET /vesting/contract answers `answer` (a status and body) each time it is asked. */
function apiAnswers(answer: () => Response = () => jsonResponse(200, { contractAddress: PUBLIC_FROM_API })): jest.Mock {
  const fetch = jest.fn(async () => answer());
  global.fetch = fetch as unknown as typeof global.fetch;
  return fetch;
}

describe('ClaimDashboardView (read from the chain)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    apiAnswers();
    mockClaim.mockClear();
    mockAccept.mockClear();
    connectTestWallet();
  });
  afterEach(() => setChainReader(null));

  it("PUBLIC – claimable, the 10/9 progress total and the next unlock in UTC by the chain's clock", async () => {
    const chain = show('PUBLIC');
    await waitFor(() => expect(screen.getByTestId('claimable')).toHaveTextContent('1,500 GM'));
    expect(chain.calls).toContain('getUserVestingScheduleId');
    expect(screen.getByText(PUBLIC_INTRO)).toBeInTheDocument();
    expect(screen.getByText('10,000')).toBeInTheDocument(); // 9,000 × 10/9
    expect(screen.getByTestId('next-unlock')).toHaveTextContent('Jan 21 2027, 21:09 (UTC)');
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeEnabled();
  });

  it('PUBLIC – reads on the vesting contract GET /vesting/contract names, asked again every 36000 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const fetch = apiAnswers();
      const chain = show('PUBLIC');
      await waitFor(() => expect(screen.getByTestId('claimable')).toHaveTextContent('1,500 GM'));
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['http://api.test/vesting/contract']);
      const onChallenge = ['userVestingScheduleIds', 'getVestingSnapshot'];
      // Claim all (issue 37) also reads the other four types' configured contracts from /vesting (this
      // configuration leaves them at the zero address); PUBLIC's reads all go to the address the API named.
      const others = new Set(
        (['BACKER', 'ECOSYSTEM', 'TEAM', 'MARKETING'] as const).map((type) =>
          getConfig().contracts.GMVesting[type].toLowerCase(),
        ),
      );
      const vestingTargets = chain.targets.filter(
        (target, index) => !onChallenge.includes(chain.calls[index] ?? '') && !others.has(target),
      );
      expect(new Set(vestingTargets)).toEqual(new Set([PUBLIC_FROM_API.toLowerCase()]));
      expect(chain.targets).not.toContain(FAKE_CONTRACTS.GMVesting.PUBLIC.toLowerCase());

      await act(async () => void jest.advanceTimersByTime(TIMING.contractAddressRefetchMs - 1_000));
      expect(fetch).toHaveBeenCalledTimes(1);
      await act(async () => void jest.advanceTimersByTime(1_000));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      expect(TIMING.contractAddressRefetchMs).toBe(36_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('PUBLIC – the API cannot name the contract: the error and a retry, no "0 GM"; retry reads it', async () => {
    let up = false;
    apiAnswers(() =>
      up
        ? jsonResponse(200, { contractAddress: PUBLIC_FROM_API })
        : jsonResponse(500, { message: 'boom', code: 'INTERNAL_ERROR' }),
    );
    show('PUBLIC');
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Something went wrong on our side. Please try again later.',
    );
    expect(shownAmounts()).toEqual([]);
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(screen.getByTestId('claimable')).toHaveTextContent('1,500 GM'));
  });

  it('BACKER – the first beneficiary schedule; CLAIM NOW claims it', async () => {
    const chain = show(
      'BACKER',
      fakeChain({ answers: answers({ scheduleId: 9n }), chainTime: utc(2026, 11, 25, 0, 0) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'CLAIM NOW' }));
    await waitFor(() => expect(mockClaim).toHaveBeenCalledWith('BACKER', 9n));
    expect(chain.calls).toEqual(expect.arrayContaining(['beneficiaryScheduleCount', 'beneficiarySchedules']));
    // The count found the schedule id; listing the wallet's other schedules does not read it again.
    expect(chain.calls.filter((call) => call === 'beneficiaryScheduleCount')).toHaveLength(1);
    expect(screen.getByText(SCHEDULE_INTRO)).toBeInTheDocument();
  });

  /**
   * Schedule 4: the wallet's own claim & vest (9,000 GM vesting, 1,500 claimable). Schedule 7: another
   * wallet's claim & vest sent here (4,500 GM, 750 claimable, 750 claimed). Schedule 5: the wallet's own
   * claim & vest sent to another address. `ids`: the wallet's schedules in GMVesting's index.
   */
  function withReceived(ids: bigint[], recorded: bigint): Answers {
    const own = answers();
    const ownSchedule = own.getVestingSchedule as Record<string, unknown>;
    const received = {
      schedule: { ...ownSchedule, totalAmount: tokens(4_500), monthlyAmounts: Array(6).fill(tokens(750)) },
      info: vestingInfoRecord({ claimedTotal: tokens(750), totalAllocation: tokens(4_500), monthsElapsed: 2n }),
    };
    const id = (args: readonly unknown[]): bigint => args[0] as bigint;
    return {
      ...own,
      userVestingScheduleIds: recorded,
      getUserVestingScheduleId: ids[0] ?? 0n,
      beneficiaryScheduleCount: BigInt(ids.length),
      beneficiarySchedules: ([, index]) => ids[Number(index)],
      getVestingSchedule: (args) =>
        id(args) === 7n
          ? received.schedule
          : id(args) === 5n
            ? { ...ownSchedule, beneficiary: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }
            : ownSchedule,
      getVestingInfo: (args) => (id(args) === 7n ? received.info : (own.getVestingInfo as Answer)),
      claimableAmount: (args) => (id(args) === 7n ? tokens(750) : tokens(1_500)),
    };
  }

  it('PUBLIC, two schedules (its own and one received, issue 21) – both shown, each with its amounts and CLAIM NOW', async () => {
    const chain = show(
      'PUBLIC',
      fakeChain({ answers: withReceived([7n, 4n], 4n), chainTime: utc(2026, 11, 25, 0, 0) }),
    );
    await waitFor(() => expect(screen.getAllByTestId('schedule')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('schedule') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Vesting schedule #4' })).toBeInTheDocument();
    expect(within(first).getByTestId('claimable')).toHaveTextContent('1,500 GM');
    expect(within(first).getByText('10,000')).toBeInTheDocument(); // 1,000 paid at once + 9,000 vesting
    expect(within(first).getByTestId('gm-sources')).toBeInTheDocument();
    expect(within(first).queryByTestId('received-schedule')).not.toBeInTheDocument();
    expect(within(second).getByRole('heading', { name: 'Vesting schedule #7' })).toBeInTheDocument();
    expect(within(second).getByTestId('claimable')).toHaveTextContent('750 GM');
    expect(within(second).getByText('5,000')).toBeInTheDocument(); // 4,500 × 10/9
    expect(within(second).queryByTestId('gm-sources')).not.toBeInTheDocument();
    expect(within(second).getByTestId('received-schedule')).toHaveTextContent(
      'came to this wallet from another wallet',
    );
    expect(screen.getByTestId('schedules-summary')).toHaveTextContent(
      'This wallet holds 2 vesting schedules, 15,000 GM in all. Each schedule is claimed on its own.',
    );
    expect(chain.calls).toEqual(expect.arrayContaining(['beneficiaryScheduleCount', 'beneficiarySchedules']));
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(second).getByRole('button', { name: 'CLAIM NOW' }));
    await waitFor(() => expect(mockClaim).toHaveBeenCalledWith('PUBLIC', 7n));
    await userEvent.click(within(first).getByRole('button', { name: 'CLAIM NOW' }));
    await waitFor(() => expect(mockClaim).toHaveBeenCalledWith('PUBLIC', 4n));
  });

  it('BACKER, two allocations (a second round created by the owner) – both shown, each with its amounts and CLAIM NOW', async () => {
    const ids = [4n, 9n];
    const base = answers();
    const second = {
      schedule: {
        ...(base.getVestingSchedule as object),
        totalAmount: tokens(3_000),
        monthlyAmounts: Array(6).fill(tokens(500)),
      },
      info: vestingInfoRecord({ vestedTotal: tokens(500), totalAllocation: tokens(3_000) }),
    };
    const id = (args: readonly unknown[]): bigint => args[0] as bigint;
    const chain = show(
      'BACKER',
      fakeChain({
        answers: {
          ...base,
          beneficiaryScheduleCount: BigInt(ids.length),
          beneficiarySchedules: ([, index]) => ids[Number(index)],
          getVestingSchedule: (args) => (id(args) === 9n ? second.schedule : (base.getVestingSchedule as Answer)),
          getVestingInfo: (args) => (id(args) === 9n ? second.info : (base.getVestingInfo as Answer)),
          claimableAmount: (args) => (id(args) === 9n ? tokens(500) : tokens(1_500)),
        },
        chainTime: utc(2026, 11, 25, 0, 0),
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('schedule')).toHaveLength(2));
    const [first, other] = screen.getAllByTestId('schedule') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Vesting schedule #4' })).toBeInTheDocument();
    expect(within(first).getByTestId('claimable')).toHaveTextContent('1,500 GM');
    expect(within(other).getByRole('heading', { name: 'Vesting schedule #9' })).toBeInTheDocument();
    expect(within(other).getByTestId('claimable')).toHaveTextContent('500 GM');
    expect(screen.getByTestId('schedules-summary')).toHaveTextContent(
      'This wallet holds 2 vesting schedules, 12,000 GM in all. Each schedule is claimed on its own.',
    );
    // Not a PUBLIC schedule: no claim & vest, nothing "received from another wallet".
    expect(screen.queryByTestId('received-schedule')).not.toBeInTheDocument();
    expect(screen.queryByTestId('gm-sources')).not.toBeInTheDocument();
    expect(chain.calls).not.toContain('getVestingSnapshot');
    await userEvent.click(within(other).getByRole('button', { name: 'CLAIM NOW' }));
    await waitFor(() => expect(mockClaim).toHaveBeenCalledWith('BACKER', 9n));
  });

  it("PUBLIC, own claim & vest sent elsewhere and one received – the received schedule, without the own claim's figures", async () => {
    show('PUBLIC', fakeChain({ answers: withReceived([7n], 5n), chainTime: utc(2026, 11, 25, 0, 0) }));
    await waitFor(() => expect(screen.getByTestId('claimable')).toHaveTextContent('750 GM'));
    expect(screen.getByText('5,000')).toBeInTheDocument(); // 4,500 × 10/9, not the own claim's 10,000
    expect(screen.queryByTestId('gm-sources')).not.toBeInTheDocument();
    expect(screen.getByTestId('received-schedule')).toBeInTheDocument();
    expect(screen.queryByTestId('schedule')).not.toBeInTheDocument();
    expect(screen.queryByTestId('schedules-summary')).not.toBeInTheDocument();
  });

  /** A gift (id 8, 4,500 GM, 750 claimable) waiting for the wallet: beneficiary 0 until accepted, in pendingGifts. */
  function withGift(base: Answers): Answers {
    const ownSchedule = base.getVestingSchedule as Record<string, unknown>;
    const gift = {
      schedule: {
        ...ownSchedule,
        beneficiary: '0x0000000000000000000000000000000000000000',
        totalAmount: tokens(4_500),
        monthlyAmounts: Array(6).fill(tokens(750)),
      },
      info: vestingInfoRecord({ vestedTotal: tokens(750), totalAllocation: tokens(4_500) }),
    };
    const id = (args: readonly unknown[]): bigint => args[0] as bigint;
    return {
      ...base,
      pendingGifts: [8n],
      getVestingSchedule: (args) => (id(args) === 8n ? gift.schedule : ownSchedule),
      getVestingInfo: (args) => (id(args) === 8n ? gift.info : (base.getVestingInfo as Answer)),
      claimableAmount: (args) => (id(args) === 8n ? tokens(750) : (base.claimableAmount as Answer)),
    };
  }

  it('PUBLIC, its own schedule and a gift waiting (issue 32) – its own first and whole; the gift apart, as a gift, never counted as its own', async () => {
    const giver = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
    const tx = `0x${'ab'.repeat(32)}`;
    // The API's index names the giver (GET /vesting/PUBLIC/schedules/8/claims: schedule.gift.from).
    global.fetch = jest.fn(async (input: unknown) =>
      String(input).includes('/vesting/PUBLIC/schedules/8/claims')
        ? jsonResponse(200, {
            index: { chainId: 31337, indexedBlock: 9, chainHead: 9, lagBlocks: 0, confirmations: 0, updatedAt: null },
            vestingType: 'PUBLIC',
            contract: PUBLIC_FROM_API,
            scheduleId: '8',
            schedule: {
              beneficiary: ADDRESS.toLowerCase(),
              gift: { from: giver },
              totalAmount: String(tokens(4_500)),
              tgeAmount: '0',
              releaseDay: 21,
              created: { txHash: tx, blockNumber: 5, logIndex: 1, timestamp: Number(TGE) },
              revoked: null,
            },
            claims: [],
          })
        : jsonResponse(200, { contractAddress: PUBLIC_FROM_API }),
    ) as unknown as typeof global.fetch;
    show('PUBLIC', fakeChain({ answers: withGift(answers()), chainTime: utc(2026, 11, 25, 0, 0) }));
    const gift = await screen.findByTestId('gift');
    const [own, gifted] = screen.getAllByTestId('claimable') as [HTMLElement, HTMLElement];
    // The own allocation first (document order), with its claim & vest figures: 1,000 paid at once + 9,000.
    expect(own.compareDocumentPosition(gift) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(own).toHaveTextContent('1,500 GM');
    expect(screen.getByText('10,000')).toBeInTheDocument();
    expect(screen.getByTestId('gm-sources')).toBeInTheDocument();
    expect(within(gift).getByRole('heading', { name: 'Gift: vesting schedule #8' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(gift).getByTestId('gift-note')).toHaveTextContent(
        `${giver} sent this vesting schedule here as a gift`,
      ),
    );
    expect(within(gift).queryByTestId('received-schedule')).not.toBeInTheDocument();
    expect(gifted).toHaveTextContent('750 GM');
    expect(
      within(screen.getByTestId('gifts')).getByRole('heading', { name: 'Gifts waiting for this wallet' }),
    ).toBeInTheDocument();
    // Not one of the wallet's schedules: no "holds 2 schedules" total.
    expect(screen.queryByTestId('schedules-summary')).not.toBeInTheDocument();
    expect(
      screen.queryByText('This wallet has no vesting schedule of its own. A gift is waiting for it below.'),
    ).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(gift).getByRole('button', { name: 'ACCEPT GIFT' }));
    await waitFor(() => expect(mockAccept).toHaveBeenCalledWith('PUBLIC', 8n));
    await userEvent.click(within(gift).getByRole('button', { name: 'CLAIM NOW' }));
    await waitFor(() => expect(mockClaim).toHaveBeenCalledWith('PUBLIC', 8n));
    expect(mockClaim).not.toHaveBeenCalledWith('PUBLIC', 4n);
  });

  it('PUBLIC, no schedule of its own but a gift (the rescue recipient) – the gift alone, no dashboard of zeros above it', async () => {
    show('PUBLIC', fakeChain({ answers: withGift(answers({ scheduleId: 0n })), chainTime: utc(2026, 11, 25, 0, 0) }));
    expect(
      await screen.findByText('This wallet has no vesting schedule of its own. A gift is waiting for it below.'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('claimable')).toHaveLength(1);
    expect(within(screen.getByTestId('gift')).getByTestId('claimable')).toHaveTextContent('750 GM');
    expect(screen.queryByText('No vesting schedule was found for this wallet.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sent-elsewhere')).not.toBeInTheDocument();
  });

  it('PUBLIC, the giver (its claim & vest sent elsewhere, a gift not accepted yet) – says where it went, from pendingBeneficiary', async () => {
    const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    const base = answers({ scheduleId: 0n });
    show(
      'PUBLIC',
      fakeChain({
        answers: {
          ...base,
          userVestingScheduleIds: 8n,
          getVestingSchedule: {
            ...(base.getVestingSchedule as object),
            beneficiary: '0x0000000000000000000000000000000000000000',
          },
          pendingBeneficiary: recipient,
        },
        chainTime: utc(2026, 11, 25, 0, 0),
      }),
    );
    const sent = await screen.findByTestId('sent-elsewhere');
    expect(sent).toHaveTextContent(recipient);
    expect(sent).toHaveTextContent('It waits there as a gift until that address accepts or claims it.');
  });

  it('nothing claimable and every release past – CLAIM NOW disabled, next unlock "-"', async () => {
    show(
      'PUBLIC',
      fakeChain({ answers: answers({ claimable: 0n, claimedTotal: tokens(9_000) }), chainTime: utc(2027, 6, 1, 0, 0) }),
    );
    await waitFor(() => expect(screen.getByTestId('next-unlock')).toHaveTextContent('-'));
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeDisabled();
  });

  it('no schedule – a note, next unlock blank, CLAIM NOW disabled', async () => {
    show('TEAM', fakeChain({ answers: answers({ scheduleId: 0n }) }));
    expect(await screen.findByText('No vesting schedule was found for this wallet.')).toBeInTheDocument();
    expect(screen.getByTestId('next-unlock')).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeDisabled();
  });

  it('while reading – "…" for every amount, nothing to claim or view yet', () => {
    show('PUBLIC');
    expect(screen.getByTestId('claimable')).toHaveTextContent('… GM');
    expect(shownAmounts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'VIEW HISTORY' })).toBeDisabled();
  });

  it.each(CLAIM_TYPES.map((type) => [type]))(
    '%s – the node is down: the error and a retry, no "0 GM" anywhere; retry reads again',
    async (type) => {
      const chain = show(type, fakeChain({ answers: answers(), chainTime: utc(2026, 11, 25, 0, 0), down: true }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your vesting schedule could not be loaded. The blockchain cannot be reached right now. Please try again.',
      );
      expect(shownAmounts()).toEqual([]);
      expect(screen.queryByTestId('claimable')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'CLAIM NOW' })).not.toBeInTheDocument();
      chain.setDown(false);
      await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
      await waitFor(() => expect(screen.getByTestId('claimable')).toHaveTextContent('1,500 GM'));
    },
  );

  it('one read of the schedule fails (a revert) – the error, no amount', async () => {
    show(
      'MARKETING',
      fakeChain({ answers: { ...answers(), getVestingInfo: { revert: 'GMVesting_ScheduleRevoked', args: [4n] } } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A value could not be read from the chain. Please try again.',
    );
    expect(shownAmounts()).toEqual([]);
  });

  it('the bar fills the claimed share after 1 s and the claimable share 1 s later', async () => {
    jest.useFakeTimers();
    try {
      show(
        'BACKER',
        fakeChain({ answers: answers({ claimedTotal: tokens(1_500) }), chainTime: utc(2026, 11, 25, 0, 0) }),
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByTestId('bar-claimed').style.width).toBe('0%');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.getByTestId('bar-claimed').style.width).toBe('16.66%');
      expect(screen.getByTestId('bar-claimable').style.width).toBe('0%');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.getByTestId('bar-claimable').style.width).toBe('16.66%');
    } finally {
      jest.useRealTimers();
    }
  });

  it('VIEW HISTORY – opens the history modal with the type, schedule id and figures', async () => {
    show(
      'PUBLIC',
      fakeChain({
        answers: answers({ claimedTotal: tokens(1_500), claimable: 0n }),
        chainTime: utc(2026, 11, 25, 0, 0),
      }),
    );
    await screen.findByText('10,000');
    await userEvent.click(screen.getByRole('button', { name: 'VIEW HISTORY' }));
    expect(modalStore.getState().modal).toBe('VESTING_HISTORY_MODAL');
    expect(modalStore.getState().data).toMatchObject({
      type: 'PUBLIC',
      scheduleId: '4',
      claimedToken: tokens(2_500).toString(), // 1,500 claimed + the 1,000 paid at claim-and-vest
      vestingToken: tokens(9_000).toString(),
      perMonth: tokens(1_500).toString(),
    });
  });

  describe('non-PUBLIC schedules – texts, amounts and next unlock from the schedule itself', () => {
    /** A schedule of `monthly` releases on the 21st at 21:09 UTC from December 2026 on, after `tge` at TGE. */
    function scheduleAnswers(tge: bigint, monthly: bigint[], claimable = 0n): Answers {
      const total = monthly.reduce((sum, amount) => sum + amount, tge);
      return {
        ...answers({ scheduleId: 5n, claimable }),
        getVestingSchedule: vestingScheduleRecord(ADDRESS, {
          totalAmount: total,
          tgeAmount: tge,
          monthlyAmounts: monthly,
        }),
        getVestingInfo: vestingInfoRecord({
          vestedTotal: tge,
          totalAllocation: total,
          monthsElapsed: 0n,
          claimableMonths: 0n,
        }),
        calculateReleaseTimestamp: ([, month]) => utc(2026, 10 + Number(month), 21, 21, 9),
      };
    }

    function Modal() {
      return useModal((state) => state.modal) === 'VESTING_HISTORY_MODAL' ? <VestingHistoryModal /> : null;
    }

    it('BACKER, 12,000 at TGE then 12 × 9,000 – the history modal says Vesting 12 Months and 9,000 GM a month', async () => {
      setChainReader(
        fakeChain({
          answers: scheduleAnswers(tokens(12_000), Array(12).fill(tokens(9_000))),
          chainTime: utc(2026, 10, 25, 0, 0),
        }),
      );
      renderWithProviders(
        <>
          <ClaimDashboardView type="BACKER" />
          <Modal />
        </>,
      );
      await waitFor(() => expect(screen.getByRole('button', { name: 'VIEW HISTORY' })).toBeEnabled());
      expect(screen.getAllByText('120,000').length).toBeGreaterThan(0);
      await userEvent.click(screen.getByRole('button', { name: 'VIEW HISTORY' }));
      expect(modalStore.getState().modal).toBe('VESTING_HISTORY_MODAL');
      const dialog = await screen.findByText('Vesting 12 Months');
      expect(dialog).toBeInTheDocument();
      expect(screen.queryByText('Vesting 6 Months')).not.toBeInTheDocument();
      expect(screen.getByTestId('per-month')).toHaveTextContent(/^9,000 GM$/);
      expect(screen.queryByText('18,000 GM')).not.toBeInTheDocument();
      expect(
        screen.getByText('12,000 GM unlocks at TGE, then 108,000 GM vests in 12 monthly releases of 9,000 GM.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('10% unlocks at TGE, then 90% vests linearly over 6 months.')).not.toBeInTheDocument();
    });

    it('TEAM, a 12-month cliff then 15 releases – next unlock is the first release (Dec 21 2027), not a 0 GM cliff month', async () => {
      const monthly = [...Array(12).fill(0n), ...Array(15).fill(tokens(2_000))];
      setChainReader(fakeChain({ answers: scheduleAnswers(0n, monthly), chainTime: utc(2026, 11, 25, 0, 0) }));
      renderWithProviders(<ClaimDashboardView type="TEAM" />);
      await waitFor(() => expect(screen.getByTestId('next-unlock')).toHaveTextContent('Dec 21 2027, 21:09 (UTC)'));
      // The release chart: 27 months, each labelled with a four-digit year.
      const bars = screen.getAllByTestId('release');
      expect(bars).toHaveLength(27);
      expect(bars[0]).toHaveTextContent('Dec 2026');
      expect(bars[26]).toHaveTextContent('Feb 2029');
      expect(screen.queryByText(/^[A-Z][a-z]{2} \d{2}$/)).not.toBeInTheDocument();
    });

    it('a long chart opens on the last release passed (month 13, Dec 2027), not on month 1', async () => {
      const monthly = [...Array(12).fill(0n), ...Array(15).fill(tokens(2_000))];
      setChainReader(fakeChain({ answers: scheduleAnswers(0n, monthly), chainTime: utc(2027, 11, 25, 0, 0) }));
      renderWithProviders(<ClaimDashboardView type="TEAM" />);
      await waitFor(() => expect(screen.getByTestId('next-unlock')).toHaveTextContent('Jan 21 2028, 21:09 (UTC)'));
      expect(screen.getByTestId('release-scroll').scrollLeft).toBe(12 * 76);
    });
  });

  it('Add to calendar – downloads the upcoming releases (months 2–6) as an .ics that ical.js reads back', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:calendar';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('gm-backer-vesting-4.ics');
      expect(this.href).toBe('blob:calendar');
    });
    try {
      show('BACKER');
      await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
      expect(screen.getByText('5 upcoming releases, as an iCalendar (.ics) file.')).toBeInTheDocument();
      expect(click).toHaveBeenCalledTimes(1);
      const blob = blobs[0] as Blob;
      expect(blob.type).toBe('text/calendar;charset=utf-8');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
      const events = new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents('vevent')
        .map((vevent) => new ICAL.Event(vevent));
      expect(events.map((event) => [event.startDate.toJSDate().getTime() / 1000, event.summary])).toEqual(
        [2, 3, 4, 5, 6].map((month) => [
          Number(RELEASE_TIMES[month - 1]),
          `1,500 GM unlocks – GM BACKER vesting (month ${month} of 6)`,
        ]),
      );
    } finally {
      click.mockRestore();
    }
  });

  // Issue 20 items 1 and 6: 25,000 GM, 100 GM lost at x4 (70 forfeited, 30 credited). The chain paid
  // 2,520 at once (2,490 unlock + 30) and vests 22,410: the dashboard and the history say exactly that.
  describe('PUBLIC after a lost Challenge – every figure reconciles with what the chain paid', () => {
    const LOST: Answers = {
      ...answers({ claimedTotal: 0n, claimable: 0n }),
      getVestingSchedule: vestingScheduleRecord(ADDRESS, {
        totalAmount: tokens(22_410),
        monthlyAmounts: Array(6).fill(tokens(3_735)),
        revocable: false,
      }),
      getVestingInfo: vestingInfoRecord({
        vestedTotal: 0n,
        totalAllocation: tokens(22_410),
        monthsElapsed: 0n,
        claimableMonths: 0n,
      }),
      getVestingSnapshot: {
        claimedAmount: tokens(2_520),
        immediateAmount: tokens(2_490),
        vestingAmount: tokens(22_410),
        timestamp: TGE + 60n,
      },
    };
    const shareOf = (label: string): string =>
      screen.getByText(label, { selector: '.gm-legend' }).parentElement?.textContent?.replace(label, '') ?? '';
    function Modal() {
      return useModal((state) => state.modal) === 'VESTING_HISTORY_MODAL' ? <VestingHistoryModal /> : null;
    }

    it('the dashboard – total 24,930 = 24,900 vesting claim + 30 Challenge; claimed 2,520 = 2,490 + 30', async () => {
      show('PUBLIC', fakeChain({ answers: LOST, chainTime: utc(2026, 10, 25, 0, 0) }));
      await waitFor(() => expect(screen.getByText('24,930')).toBeInTheDocument());
      expect(shareOf('Claimed')).toBe('2,520');
      expect(shareOf('Locked')).toBe('22,410');
      const sources = screen.getByTestId('gm-sources');
      expect(sources).toHaveTextContent('Vesting claim24,900 GM: 2,490 GM unlocked at TGE + 22,410 GM over 6 months');
      expect(sources).toHaveTextContent('From your Challenge30 GM, paid at once with the TGE unlock');
      expect(sources).toHaveTextContent('Paid at claim & vest2,520 GM = 2,490 GM + 30 GM');
    });

    it('the history – Claimed 2,520, Unlock at TGE 2,490, the Challenge 30; the TGE transfer listed with its transaction', async () => {
      mockHistory.created = { txHash: `0x${'ab'.repeat(32)}`, blockNumber: 77 };
      setChainReader(fakeChain({ answers: LOST, chainTime: utc(2026, 10, 25, 0, 0) }));
      renderWithProviders(
        <>
          <ClaimDashboardView type="PUBLIC" />
          <Modal />
        </>,
      );
      await waitFor(() => expect(screen.getByText('24,930')).toBeInTheDocument());
      await userEvent.click(screen.getByRole('button', { name: 'VIEW HISTORY' }));
      const dialog = await screen.findByRole('dialog');
      const value = (label: string): string =>
        within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
      expect(value('Claimed Token')).toBe('2,520 GM');
      expect(value('Unlock at TGE')).toBe('2,490 GM');
      expect(value('From your Challenge')).toBe('30 GM');
      expect(value('Vesting 6 Months')).toBe('22,410 GM');
      expect(value('Total Claimed')).toBe('2,520 GM');
      const tge = await within(dialog).findByTestId('tge-claim');
      expect(tge).toHaveTextContent('Claim & vest: 2,490 GM unlock + 30 GM from your Challenge');
      expect(tge).toHaveTextContent('2,520 GM');
      expect(within(tge).getByRole('link', { name: 'Nov 21 2026, 21:10 (UTC)' })).toHaveAttribute(
        'href',
        `https://bscscan.com/tx/0x${'ab'.repeat(32)}`,
      );
      expect(within(dialog).queryByText('No claims yet.')).not.toBeInTheDocument();
      mockHistory.created = null;
    });
  });

  // Issue 20 item 10: a node that does not answer must not leave "…" with no sign of progress, and a
  // read that could not reach the chain is not asked again (every node already had its 7 s).
  describe('a node that does not answer', () => {
    it('after 2 s of "…" the dashboard says it is still trying', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      try {
        const never = (): Promise<never> => new Promise(() => undefined);
        const hanging = { ...fakeChain({ answers: answers() }), multicall: never, latestBlockTime: never };
        show('BACKER', hanging as unknown as ReturnType<typeof fakeChain>);
        await act(async () => {
          await jest.advanceTimersByTimeAsync(1_500);
        });
        expect(screen.queryByTestId('still-trying')).not.toBeInTheDocument();
        await act(async () => {
          await jest.advanceTimersByTimeAsync(1_000);
        });
        expect(screen.getByTestId('still-trying')).toHaveTextContent(
          'Still trying… The network is slow to answer: a node that does not answer within 7 seconds is left for the next one, or the error shows with a RETRY.',
        );
        expect(shownAmounts()).toEqual([]);
      } finally {
        jest.useRealTimers();
      }
    });

    it('every node timed out – the error and RETRY after one attempt, not a second wait', async () => {
      const chain = fakeChain({ answers: answers() });
      // What the read provider rejects with once every node has had its 7 s: the last node's timeout.
      const timeout = Object.assign(new Error('request timeout (code=TIMEOUT)'), { code: 'TIMEOUT' });
      const attempts = jest.fn(async (): Promise<bigint> => {
        throw new ChainUnreachableError({ cause: timeout });
      });
      show('BACKER', { ...chain, latestBlockTime: attempts } as ReturnType<typeof fakeChain>);
      expect(await screen.findByRole('alert')).toHaveTextContent('The blockchain cannot be reached right now.');
      expect(screen.queryByTestId('still-trying')).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(attempts).toHaveBeenCalledTimes(1);
    });
  });
});
