import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setChainReader } from '@gm-claim/web-core-chain';
import { fakeChain } from '@gm-claim/web-core-chain/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { modalStore, useModal } from '@gm-claim/web-core-state';
import { renderWithProviders, shownAmounts } from '@gm-claim/web-core-ui/testing';
import { resetStores } from '@gm-claim/web-core-wallet/testing';
import { ODDS_POLL_MS } from '../hooks/queries';
import { BettingModal } from './BettingModal';

const mockStart = jest.fn(async () => true);
jest.mock('../hooks/flows', () => ({ useStartChallenge: () => mockStart }));

const ODDS = { bettingTable: { probBps: 2500n, lossBps: 5000n } };
const fee = (wei: bigint) => ({ estimateVrfCost: wei });

function open(chain: ReturnType<typeof fakeChain>) {
  setChainReader(chain);
  modalStore.getState().actions.open('BETTING_MODAL', { selectedAmount: 10, selectedMultiplier: 2 });
  return renderWithProviders(<BettingModal />);
}

describe('BETTING_MODAL (odds and VRF fee read from the chain)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
  });
  afterEach(() => setChainReader(null));

  it('read – odds, the remaining amount and the fee × 1.5 with 8 decimals; YES enabled', async () => {
    open(fakeChain({ answers: { ...ODDS, ...fee(2_000_000_000_000_000n) } }));
    await waitFor(() => expect(screen.getByTestId('vrf-fee')).toHaveTextContent('0.00300000 BNB'));
    await waitFor(() => expect(screen.getByText('25%')).toBeInTheDocument());
    expect(screen.getByTestId('if-lose')).toHaveTextContent('5 GM (−5 GM)');
    expect(screen.getByRole('button', { name: 'YES' })).toBeEnabled();
    expect(screen.queryByText('VRF request gas cost is high at the moment.')).not.toBeInTheDocument();
  });

  it('a fee of 0.005 BNB or more – red, with the high-gas warning', async () => {
    open(fakeChain({ answers: { ...ODDS, ...fee(4_000_000_000_000_000n) } }));
    expect(await screen.findByText('VRF request gas cost is high at the moment.')).toBeInTheDocument();
    expect(screen.getByTestId('vrf-fee')).toHaveClass('gm-fee--high');
  });

  it('the fee read fails – its error and a retry, no "0.00000000 BNB", YES disabled', async () => {
    const chain = fakeChain({ answers: { ...ODDS } });
    open(chain);
    expect(await screen.findByText(/The VRF fee could not be loaded/)).toBeInTheDocument();
    expect(shownAmounts().filter((amount) => amount.endsWith('BNB'))).toEqual([]);
    expect(screen.getByTestId('vrf-fee')).toHaveTextContent('…');
    expect(screen.getByRole('button', { name: 'YES' })).toBeDisabled();

    chain.answers = { ...ODDS, ...fee(1_000_000_000_000_000n) };
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(screen.getByTestId('vrf-fee')).toHaveTextContent('0.00150000 BNB'));
  });

  it('the node is down – no odds, no fee, no loss amount; YES disabled', async () => {
    open(fakeChain({ answers: { ...ODDS, ...fee(1n) }, down: true }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      'The blockchain cannot be reached right now. Please try again.',
    );
    // The chosen stake and what a win makes of it (stake × multiplier): the user's input, not reads.
    expect(shownAmounts()).toEqual(['10 GM', '20 GM', '10 GM', '10 GM']);
    expect(screen.getByTestId('if-lose')).toHaveTextContent('…');
    expect(screen.getByRole('button', { name: 'YES' })).toBeDisabled();
  });

  it('YES sends the row displayed as the odds bound', async () => {
    mockStart.mockClear();
    open(fakeChain({ answers: { bettingTable: { probBps: 3000n, lossBps: 5000n }, ...fee(1_000n) } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'YES' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'YES' }));
    expect(mockStart).toHaveBeenCalledWith({ amount: 10, multiplier: 2, fee: 1_500n, odds: { winChanceBps: 3000, lossShareBps: 5000 } });
  });

  it('the odds say where they come from – the block they were read at, on hover, tap and to screen readers', async () => {
    open(fakeChain({ answers: { ...ODDS, ...fee(1_000n) }, blockNumber: 777 }));
    const source = await screen.findByRole('note', { name: "Read from GMChallenge's betting table on chain at block 777." });
    expect(source).toHaveAttribute('title', "Read from GMChallenge's betting table on chain at block 777.");
    expect(source).toHaveAttribute('tabindex', '0');
  });

  it('the odds change while open – the modal shows the new ones, says so, and YES waits for the user to accept them', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mockStart.mockClear();
      const chain = fakeChain({ answers: { ...ODDS, ...fee(1_000n) }, blockNumber: 100 });
      open(chain);
      await waitFor(() => expect(screen.getByRole('button', { name: 'YES' })).toBeEnabled());
      expect(screen.getByTestId('win-chance')).toHaveTextContent('25%');

      chain.answers = { bettingTable: { probBps: 2000n, lossBps: 6000n }, ...fee(1_000n) };
      chain.setBlockNumber(104);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ODDS_POLL_MS);
      });
      const changed = await screen.findByTestId('odds-changed');
      expect(changed).toHaveTextContent(
        'The odds changed at block 104: win chance 25% → 20%, loss on a lose 50% → 60% (you saw them at block 100).',
      );
      expect(screen.getByTestId('win-chance')).toHaveTextContent('20%');
      expect(screen.getByRole('button', { name: 'YES' })).toBeDisabled();

      await userEvent.click(screen.getByRole('button', { name: 'ACCEPT THE NEW ODDS' }));
      expect(screen.queryByTestId('odds-changed')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'YES' }));
      expect(mockStart).toHaveBeenCalledWith({ amount: 10, multiplier: 2, fee: 1_500n, odds: { winChanceBps: 2000, lossShareBps: 6000 } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('a pair the chain does not offer – says so, no loss amount, YES disabled', async () => {
    open(fakeChain({ answers: { bettingTable: { probBps: 0n, lossBps: 0n }, ...fee(1_000n) } }));
    expect(await screen.findByText('This stake and multiplier are not offered right now.')).toBeInTheDocument();
    expect(screen.queryByText(/claimable instantly/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'YES' })).toBeDisabled();
  });

  // Issue 20 item 7: both outcome rows say the same kind of figure — what the stake becomes.
  it.each([
    [2, { probBps: 2500n, lossBps: 5000n }, '20 GM (+10 GM)', '5 GM (−5 GM)'],
    [4, { probBps: 1500n, lossBps: 7000n }, '40 GM (+30 GM)', '3 GM (−7 GM)'],
  ])('x%i – If Win and If Lose both state what the user ends with, and the change', async (multiplier, row, win, lose) => {
    setChainReader(fakeChain({ answers: { bettingTable: row, ...fee(1_000n) } }));
    modalStore.getState().actions.open('BETTING_MODAL', { selectedAmount: 10, selectedMultiplier: multiplier });
    renderWithProviders(<BettingModal />);
    await waitFor(() => expect(screen.getByTestId('if-lose')).toHaveTextContent(lose));
    expect(screen.getByTestId('if-win')).toHaveTextContent(win);
    expect(screen.getByTestId('outcome-note')).toHaveTextContent(
      'What your 10 GM stake becomes, and the change in brackets.',
    );
  });

  // Issue 20 item 13: a claimant reads the block in words; the exact block stays in the tooltip.
  it('the odds badge says "as read at block N" in words, not "#N"', async () => {
    open(fakeChain({ answers: { ...ODDS, ...fee(1_000n) }, blockNumber: 22 }));
    const source = await screen.findByTestId('odds-source');
    expect(source).toHaveTextContent(/^as read at block 22$/);
    expect(screen.queryByText('#22')).not.toBeInTheDocument();
  });

  // Issue 20 item 14: the fee shown is sent in full; the modal says the rest comes back.
  it('says that only the price in force is kept and the rest of the fee is refunded in the same transaction', async () => {
    open(fakeChain({ answers: { ...ODDS, ...fee(2_000_000_000_000_000n) } }));
    await waitFor(() => expect(screen.getByTestId('vrf-fee')).toHaveTextContent('0.00300000 BNB'));
    expect(screen.getByTestId('fee-refund-note')).toHaveTextContent(
      "This is the oracle's estimate × 1.5, sent with your Challenge. Only the price in force when your transaction runs is kept (the fee the verifier page shows); the rest is refunded to you in the same transaction.",
    );
  });

  // Issue 20 item 9: reopened after the gas price moved, the modal reads the fee again and never shows the old one.
  it('reopened – the fee and the high-gas warning are read afresh; a fee of 0 keeps YES disabled', async () => {
    const chain = fakeChain({ answers: { ...ODDS, ...fee(4_000_000_000_000_000n) } });
    setChainReader(chain);
    function WhileOpen() {
      return useModal((state) => state.modal) === 'BETTING_MODAL' ? <BettingModal /> : null;
    }
    const openModal = (): void =>
      act(() => modalStore.getState().actions.open('BETTING_MODAL', { selectedAmount: 10, selectedMultiplier: 2 }));
    renderWithProviders(<WhileOpen />);
    openModal();
    await waitFor(() => expect(screen.getByTestId('vrf-fee')).toHaveTextContent('0.00600000 BNB'));
    expect(screen.getByText('VRF request gas cost is high at the moment.')).toBeInTheDocument();
    act(() => modalStore.getState().actions.close());

    chain.answers = { ...ODDS, ...fee(1_000_000_000_000_000n) };
    openModal();
    expect(screen.getByTestId('vrf-fee')).toHaveTextContent('…'); // not the earlier 0.006
    expect(screen.queryByText('VRF request gas cost is high at the moment.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'YES' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('vrf-fee')).toHaveTextContent('0.00150000 BNB'));
    expect(screen.queryByText('VRF request gas cost is high at the moment.')).not.toBeInTheDocument();
    act(() => modalStore.getState().actions.close());

    chain.answers = { ...ODDS, ...fee(0n) };
    openModal();
    await waitFor(() => expect(screen.getByTestId('vrf-fee')).toHaveTextContent('0.00000000 BNB'));
    await waitFor(() => expect(screen.getByTestId('win-chance')).toHaveTextContent('25%'));
    expect(screen.getByRole('button', { name: 'YES' })).toBeDisabled();
  });
});
