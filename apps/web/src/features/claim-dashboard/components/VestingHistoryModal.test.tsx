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

const history = (claims: unknown[]) => ({ claims, source: 'index', upToBlock: 1_234, behindBlocks: 0, indexError: null });

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
    mockReadClaimHistory.mockResolvedValue(
      history([
        { amount: tokens(3_750), timestamp: utc(2026, 11, 21, 21, 9), txHash: '0xb', blockNumber: 9, logIndex: 0 },
        { amount: tokens(2_500), timestamp: utc(2026, 10, 21, 21, 9), txHash: '0xa', blockNumber: 5, logIndex: 0 },
      ]),
    );
    show({ ...FIGURES, type: 'PUBLIC', scheduleId: '7', contract: '0x00000000000000000000000000000000000000f7' });

    const list = await screen.findByRole('list');
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Dec 21 2026, 21:09 (UTC)3,750 GM', 'Nov 21 2026, 21:09 (UTC)2,500 GM']);
    expect(mockReadClaimHistory).toHaveBeenCalledWith('PUBLIC', 7n, undefined, '0x00000000000000000000000000000000000000f7');
    expect(screen.getByTestId('history-coverage')).toHaveTextContent(/^History up to block 1,234\.$/);
  });

  it('the index lags – says how far the history goes and how far behind the index is', async () => {
    mockReadClaimHistory.mockResolvedValue({ ...history([]), upToBlock: 150_000, behindBlocks: 50_000 });
    show({ ...FIGURES, type: 'BACKER', scheduleId: '1' });
    expect(await screen.findByTestId('history-coverage')).toHaveTextContent(
      'History up to block 150,000. The history index is 50,000 blocks behind the chain: claims after block 150,000 are not listed yet.',
    );
  });

  it('the API failed and the chain answered – says the history was read from the chain, and why', async () => {
    mockReadClaimHistory.mockResolvedValue({
      ...history([]),
      source: 'chain',
      indexError: 'The server cannot be reached. Please try again later.',
    });
    show({ ...FIGURES, type: 'BACKER', scheduleId: '1' });
    expect(await screen.findByTestId('history-coverage')).toHaveTextContent(
      'Read from the blockchain up to block 1,234: the history index is unavailable (The server cannot be reached. Please try again later.).',
    );
  });

  it('no claims yet – says so', async () => {
    mockReadClaimHistory.mockResolvedValue(history([]));
    show({ ...FIGURES, type: 'BACKER', scheduleId: '1' });
    expect(await screen.findByText('No claims yet.')).toBeInTheDocument();
  });

  it('a failed read (index and chain) – says the history is unavailable', async () => {
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

  it('a BACKER schedule – its own month count, monthly amount and note; PUBLIC texts by default', () => {
    show({
      ...FIGURES,
      type: 'BACKER',
      scheduleId: '0',
      vestingToken: tokens(108_000).toString(),
      vestingLabel: 'Vesting 12 Months',
      perMonth: tokens(9_000).toString(),
      note: '12,000 GM unlocks at TGE, then 108,000 GM vests in 12 monthly releases of 9,000 GM.',
    });
    expect(screen.getByText('Vesting 12 Months')).toBeInTheDocument();
    expect(screen.queryByText('Vesting 6 Months')).not.toBeInTheDocument();
    expect(screen.getByTestId('per-month')).toHaveTextContent(/^9,000 GM$/);
    expect(screen.getByText('12,000 GM unlocks at TGE, then 108,000 GM vests in 12 monthly releases of 9,000 GM.')).toBeInTheDocument();
  });
});
