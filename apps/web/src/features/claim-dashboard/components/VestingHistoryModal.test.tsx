import { tokens } from '@gm-claim/shared/amount';
import { act, screen, within } from '@testing-library/react';
import { modalStore } from '@gm-claim/web-core-state';
import { resetStores } from '@gm-claim/web-core-wallet/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { VestingHistoryModal } from './VestingHistoryModal';

const mockReadClaimHistory = jest.fn();
jest.mock('../data-access/read-claim-history', () => ({
  readClaimHistory: (...args: unknown[]) => mockReadClaimHistory(...args),
}));

const utc = (...parts: [number, number, number, number, number]): bigint => BigInt(Date.UTC(...parts) / 1000);

const FIGURES = {
  claimedToken: '0',
  vestedToken: '0',
  unlockToken: '0',
  vestingToken: '0',
  perMonth: '0',
  totalClaimed: '0',
};

function show(data: Record<string, unknown>) {
  act(() => modalStore.getState().actions.open('VESTING_HISTORY_MODAL', data));
  return renderWithProviders(<VestingHistoryModal />);
}

describe('VestingHistoryModal – claim history', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    mockReadClaimHistory.mockReset();
  });

  it('lists the schedule’s Claimed events with their UTC date and amount', async () => {
    mockReadClaimHistory.mockResolvedValue([
      { amount: tokens(3_750), timestamp: utc(2026, 11, 21, 21, 9), txHash: '0xb', blockNumber: 9 },
      { amount: tokens(2_500), timestamp: utc(2026, 10, 21, 21, 9), txHash: '0xa', blockNumber: 5 },
    ]);
    show({ ...FIGURES, type: 'PUBLIC', scheduleId: '7' });

    const list = await screen.findByRole('list');
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Dec 21 2026, 21:09 (UTC)3,750 GM', 'Nov 21 2026, 21:09 (UTC)2,500 GM']);
    expect(mockReadClaimHistory).toHaveBeenCalledWith('PUBLIC', 7n);
  });

  it('no claims yet – says so', async () => {
    mockReadClaimHistory.mockResolvedValue([]);
    show({ ...FIGURES, type: 'BACKER', scheduleId: '1' });
    expect(await screen.findByText('No claims yet.')).toBeInTheDocument();
  });

  it('a failed log query – says the history is unavailable', async () => {
    mockReadClaimHistory.mockRejectedValue(new Error('range too large'));
    show({ ...FIGURES, type: 'BACKER', scheduleId: '1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The claim history could not be loaded. range too large',
    );
    expect(within(screen.getByRole('region', { name: 'Claim history' })).queryByText(/ GM$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RETRY' })).toBeEnabled();
  });

  it('no schedule – no history section and no read', () => {
    show({ ...FIGURES, type: 'BACKER', scheduleId: '0' });
    expect(screen.queryByRole('region', { name: 'Claim history' })).not.toBeInTheDocument();
    expect(mockReadClaimHistory).not.toHaveBeenCalled();
  });
});
