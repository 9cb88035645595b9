import { tokens } from '@gm-claim/shared/amount';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClaimDashboard } from '../data-access/read-claim-dashboard';
import { modalStore } from '@gm-claim/web-core-state';
import { walletStore } from '@gm-claim/web-core-wallet';
import { ADDRESS, fakeProvider, resetStores } from '@gm-claim/web-core-wallet/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { ClaimDashboardView, PUBLIC_INTRO, SCHEDULE_INTRO } from './ClaimDashboardView';

const mockRead = jest.fn<Promise<ClaimDashboard>, [string, string]>();
jest.mock('../data-access/read-claim-dashboard', () => ({ readClaimDashboard: (...args: [string, string]) => mockRead(...args) }));
const mockClaim = jest.fn(async () => true);
jest.mock('../data-access/claim-vesting', () => ({ claimVesting: (...args: unknown[]) => mockClaim(...(args as [])) }));

const utc = (...parts: [number, number, number, number, number]): bigint => BigInt(Date.UTC(...parts) / 1000);
const TGE = utc(2026, 10, 21, 21, 9);
/** Six monthly releases of 1,500 GM on the 21st at 21:09 UTC, December to May. */
const RELEASES = [1, 2, 3, 4, 5, 6].map((month) => ({ month, amount: tokens(1_500), timestamp: utc(2026, 10 + month, 21, 21, 9) }));

function dashboard(overrides: Partial<ClaimDashboard> = {}): ClaimDashboard {
  return {
    scheduleId: 4n,
    blockTimestamp: utc(2026, 11, 25, 0, 0), // after the first release
    tgeTimestamp: TGE,
    currentMonth: 1n,
    totalAllocation: tokens(9_000),
    tgeAmount: 0n,
    claimedTotal: 0n,
    vestedTotal: tokens(1_500),
    claimable: tokens(1_500),
    isActive: true,
    releases: RELEASES,
    snapshot: null,
    ...overrides,
  };
}

function connect(): void {
  walletStore.getState().actions.setConnectAttempted(true);
  walletStore.getState().actions.setConnected({ connectorId: 'metaMask', provider: fakeProvider(), addresses: [ADDRESS], chainId: 56 });
}

describe('ClaimDashboardView', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    connect();
    mockRead.mockReset();
    mockClaim.mockClear();
  });

  it('PUBLIC – reads the dashboard of the wallet and shows claimable, the 10/9 progress total and the next unlock in UTC', async () => {
    mockRead.mockResolvedValue(dashboard());
    renderWithProviders(<ClaimDashboardView type="PUBLIC" />);

    await waitFor(() => expect(screen.getByTestId('claimable')).toHaveTextContent('1,500 GM'));
    expect(mockRead).toHaveBeenCalledWith('PUBLIC', ADDRESS);
    expect(screen.getByText(PUBLIC_INTRO)).toBeInTheDocument();
    expect(screen.getByText('10,000')).toBeInTheDocument(); // 9,000 × 10/9
    // "now" is the chain's block time: the January release is next, whatever the browser clock says.
    expect(screen.getByTestId('next-unlock')).toHaveTextContent('Jan 21 2027, 21:09 (UTC)');
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeEnabled();
  });

  it('CLAIM NOW – claims the schedule of the page type', async () => {
    mockRead.mockResolvedValue(dashboard({ scheduleId: 9n }));
    renderWithProviders(<ClaimDashboardView type="BACKER" />);
    await userEvent.click(await screen.findByRole('button', { name: 'CLAIM NOW' }));
    expect(mockClaim).toHaveBeenCalledWith('BACKER', 9n, expect.any(Function));
    expect(screen.getByText(SCHEDULE_INTRO)).toBeInTheDocument();
  });

  it('nothing claimable and every release past – CLAIM NOW disabled, next unlock "-"', async () => {
    mockRead.mockResolvedValue(dashboard({ claimable: 0n, claimedTotal: tokens(9_000), blockTimestamp: utc(2027, 6, 1, 0, 0) }));
    renderWithProviders(<ClaimDashboardView type="PUBLIC" />);
    await waitFor(() => expect(screen.getByTestId('next-unlock')).toHaveTextContent('-'));
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeDisabled();
  });

  it('no schedule – next unlock blank, CLAIM NOW disabled, and a note', async () => {
    mockRead.mockResolvedValue(dashboard({ scheduleId: 0n, releases: [], claimable: 0n, totalAllocation: 0n }));
    renderWithProviders(<ClaimDashboardView type="TEAM" />);
    expect(await screen.findByText('No vesting schedule was found for this wallet.')).toBeInTheDocument();
    expect(screen.getByTestId('next-unlock')).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeDisabled();
  });

  it('the bar fills the claimed share after 1 s and the claimable share 1 s later', async () => {
    jest.useFakeTimers();
    try {
      mockRead.mockResolvedValue(dashboard({ claimedTotal: tokens(1_500), claimable: tokens(1_500) }));
      renderWithProviders(<ClaimDashboardView type="BACKER" />);
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
    mockRead.mockResolvedValue(dashboard({ claimedTotal: tokens(1_500), claimable: 0n }));
    renderWithProviders(<ClaimDashboardView type="PUBLIC" />);
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
});
