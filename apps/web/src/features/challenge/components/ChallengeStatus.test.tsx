import { tokens } from '@gm-claim/shared/amount';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setChainReader } from '@gm-claim/web-core-chain';
import { betRecord, fakeChain, type BetRecord } from '@gm-claim/web-core-chain/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { flowStore, modalStore } from '@gm-claim/web-core-state';
import { renderWithProviders, shownAmounts } from '@gm-claim/web-core-ui/testing';
import { ADDRESS, connectTestWallet, resetStores } from '@gm-claim/web-core-wallet/testing';
import { BET_POLL_TIMEOUT_MS, ChallengeStatus } from './ChallengeStatus';

const mockCancel = jest.fn(async () => true);
jest.mock('../hooks/flows', () => ({ useCancelChallenge: () => mockCancel }));

const REQUESTED = 1_800_000_000n;
const DAY = 86_400n;
const bet = (overrides: Partial<BetRecord> = {}) => betRecord({ user: ADDRESS, requestedAt: REQUESTED, ...overrides });

function show(answers: Record<string, unknown>, chainTime = REQUESTED + 75n) {
  const chain = fakeChain({ answers: { cancelDelay: DAY, CANCEL_FINALIZE_DELAY: 600n, ...answers }, chainTime });
  setChainReader(chain);
  renderWithProviders(<ChallengeStatus />);
  return chain;
}

describe('Challenge status (step CLAIM, from the chain)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    mockCancel.mockClear();
    connectTestWallet();
  });
  afterEach(() => setChainReader(null));

  it('pending – waiting, its request id and elapsed time; the cancel locked until the delay has passed', async () => {
    const chain = show({ getLastBet: bet(), getBetHistoryByRequestId: bet() });
    expect(await screen.findByTestId('request-id')).toHaveTextContent('42');
    expect(screen.getByText(/Waiting for the verifiable random number/)).toBeInTheDocument();
    expect(screen.getByTestId('elapsed')).toHaveTextContent(/^1 min 1\d s$/);
    expect(screen.getByTestId('cancel-info')).toHaveTextContent('take your stake back from Jan 16 2027, 08:00 (UTC).');
    expect(screen.queryByRole('button', { name: 'CANCEL AND TAKE MY STAKE BACK' })).not.toBeInTheDocument();
    expect(screen.getByTestId('verify-link')).toHaveAttribute('href', '/challenge/42');
    // Polled by request id (docs/product.md#challenge), after the last bet gave it.
    expect(chain.calls.slice(0, 2)).toEqual(['getLastBet', 'getBetHistoryByRequestId']);
  });

  it('pending past the cancel delay – "cancel and take my stake back", the VRF fee stated as not refundable', async () => {
    show({ getLastBet: bet(), getBetHistoryByRequestId: bet() }, REQUESTED + DAY + 5n);
    const cancel = await screen.findByRole('button', { name: 'CANCEL AND TAKE MY STAKE BACK' });
    expect(screen.getByText(/The VRF fee is not refundable\./)).toBeInTheDocument();
    await userEvent.click(cancel);
    expect(mockCancel).toHaveBeenCalledWith(expect.objectContaining({ requestId: 42n }), {
      kind: 'ready',
      call: 'requestCancelBet',
    });
  });

  it('cancel requested – "take your stake back" locked for the finalize delay, then the second step', async () => {
    const requested = bet({ cancelRequestedAt: REQUESTED + DAY + 10n });
    show({ getLastBet: requested, getBetHistoryByRequestId: requested }, REQUESTED + DAY + 20n);
    expect(await screen.findByTestId('cancel-info')).toHaveTextContent(
      'Cancel requested. You can take your stake back from Jan 16 2027, 08:10 (UTC). The VRF fee is not refundable.',
    );
    expect(screen.queryByRole('button', { name: /TAKE MY STAKE BACK/ })).not.toBeInTheDocument();
  });

  it('cancel requested and the finalize delay passed – TAKE MY STAKE BACK completes it', async () => {
    const requested = bet({ cancelRequestedAt: REQUESTED + DAY + 10n });
    show({ getLastBet: requested, getBetHistoryByRequestId: requested }, REQUESTED + DAY + 610n);
    await userEvent.click(await screen.findByRole('button', { name: 'TAKE MY STAKE BACK' }));
    expect(mockCancel).toHaveBeenCalledWith(expect.objectContaining({ requestId: 42n }), {
      kind: 'ready',
      call: 'cancelBet',
    });
  });

  it('resolved – the result and CLAIM, which opens CLAIM & VESTING', async () => {
    show({
      getLastBet: bet({ resolved: true, success: true, gain: tokens(20) }),
      getBetHistoryByRequestId: bet({ resolved: true, success: true, gain: tokens(20) }),
    });
    expect(await screen.findByText('YOU WIN!')).toBeInTheDocument();
    // Announced: the live region that held the wait now holds the outcome.
    expect(screen.getByTestId('challenge-announcement')).toHaveTextContent('Challenge result: YOU WIN!');
    expect(screen.getByTestId('challenge-announcement')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('You won 20 GM (x2).')).toBeInTheDocument();
    expect(screen.getByTestId('verify-link')).toHaveAttribute('href', '/challenge/42');
    expect(screen.getByTestId('verify-link')).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM' }));
    expect(modalStore.getState().modal).toBe('VESTING_MODAL');
  });

  it('cancelled – says so and goes back to the claim choice', async () => {
    show({ getLastBet: bet({ cancelled: true }), getBetHistoryByRequestId: bet({ cancelled: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'CHOOSE HOW TO CLAIM' }));
    expect(flowStore.getState().mainStep).toBe('METHOD');
  });

  it('the read fails – the error and a retry, no stake or result shown', async () => {
    const chain = show({ getLastBet: bet() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A value could not be read from the chain. Please try again.',
    );
    expect(shownAmounts()).toEqual([]);
    expect(screen.queryByTestId('request-id')).not.toBeInTheDocument();
    chain.answers = { ...chain.answers, getBetHistoryByRequestId: bet() };
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(screen.getByTestId('request-id')).toHaveTextContent('42'));
  });

  it('polls the result every 2 s for at most 5 minutes, then CHECK AGAIN reads again and polls anew', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const chain = show({ getLastBet: bet(), getBetHistoryByRequestId: bet() });
      await screen.findByTestId('request-id');
      const polls = (): number => chain.calls.filter((call) => call === 'getBetHistoryByRequestId').length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(polls()).toBeGreaterThanOrEqual(5);
      expect(screen.queryByRole('button', { name: 'CHECK AGAIN' })).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(BET_POLL_TIMEOUT_MS);
      });
      expect(await screen.findByRole('button', { name: 'CHECK AGAIN' })).toBeInTheDocument();
      expect(screen.getByText('The random number is taking longer than usual.')).toBeInTheDocument();
      const stopped = polls();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20_000);
      });
      expect(polls()).toBe(stopped);
      await userEvent.click(screen.getByRole('button', { name: 'CHECK AGAIN' }));
      await waitFor(() => expect(polls()).toBeGreaterThan(stopped));
      expect(screen.queryByRole('button', { name: 'CHECK AGAIN' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    // Five minutes of fake time re-render the status 150 times: on a loaded 2-core machine that alone can take
    // longer than jest's default 5 s.
  }, 30_000);

  // Issue 20 item 8: a chain that makes no blocks while idle keeps its last block's time; the wait is
  // counted from the request's time against the clock, through the 2 s polls and after a reload.
  it('pending on an idle chain – "Waiting for" counts from the request against the clock, not "0 s"', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      jest.setSystemTime(Number(REQUESTED) * 1000 + 40_000);
      show({ getLastBet: bet(), getBetHistoryByRequestId: bet() }, REQUESTED);
      await waitFor(() => expect(screen.getByTestId('elapsed')).toHaveTextContent(/^4\d s$/));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20_000); // ten polls of a chain still at REQUESTED
      });
      expect(screen.getByTestId('elapsed')).toHaveTextContent(/^1 min 0\d s$/);
    } finally {
      jest.useRealTimers();
    }
  });

  // Issue 40 §4: the local chain after time travel runs days ahead of the wall clock and makes no block
  // while idle; every 2 s re-read gives the same block time again. The wait still counts on.
  it('pending on an idle chain ahead of the wall clock – "Waiting for" keeps counting across re-reads', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      jest.setSystemTime(Number(REQUESTED - 30n * DAY) * 1000); // the chain is 30 days ahead
      show({ getLastBet: bet(), getBetHistoryByRequestId: bet() }, REQUESTED);
      await waitFor(() => expect(screen.getByTestId('elapsed')).toHaveTextContent(/^\d s$/));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20_000); // ten polls of a chain still at REQUESTED
      });
      expect(screen.getByTestId('elapsed')).toHaveTextContent(/^(19|20|21) s$/);
    } finally {
      jest.useRealTimers();
    }
  });
});
