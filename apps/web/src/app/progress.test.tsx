import { act, screen } from '@testing-library/react';
import { flowStore, modalStore } from '@gm-claim/web-core-state';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { en } from '@gm-claim/web-core-i18n';

const HIDE_OVERLAY_LABEL = en['overlay.hide'];
import { connectWallet, METAMASK_ID, walletStore } from '@gm-claim/web-core-wallet';
import { fakeHost, fakeProvider, resetStores } from '@gm-claim/web-core-wallet/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { AppRoutes } from './routes';

/** The app's routes at `path`, with no query fetching on its own. */
const renderAt = (path: string) => renderWithProviders(<AppRoutes />, path, { enabled: false });

/** A wallet whose transaction prompt stays up until the test answers it. */
function walletWithPendingTransaction() {
  let answer: (hash: string) => void = () => undefined;
  const provider = fakeProvider(
    { eth_sendTransaction: () => new Promise<string>((resolve) => (answer = resolve)) },
    { isMetaMask: true },
  );
  return { provider, answer: (hash: string) => answer(hash) };
}

describe('transaction progress: shown, announced, and a way back', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
  });
  afterEach(() => jest.useRealTimers());

  it('the live region exists before anything happens and says what the wallet waits for, then that the transaction is sent', async () => {
    const wallet = walletWithPendingTransaction();
    fakeHost({ ethereum: wallet.provider });
    renderAt('/');
    const live = screen.getByTestId('live-region');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('');
    await act(() => connectWallet(METAMASK_ID));
    act(() => flowStore.getState().actions.flowStarted());
    expect(live).toHaveTextContent('Please wait…');
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = (
        walletStore.getState().provider as NonNullable<ReturnType<typeof walletStore.getState>['provider']>
      ).request({
        method: 'eth_sendTransaction',
        params: [{}],
      });
    });
    expect(live).toHaveTextContent('Confirm the transaction in your wallet.');
    expect(screen.getByTestId('loading-message')).toHaveTextContent('Confirm the transaction in your wallet.');
    await act(async () => {
      wallet.answer('0xabc');
      await sent;
    });
    expect(live).toHaveTextContent('Transaction sent. Waiting for its confirmation…');
    act(() => flowStore.getState().actions.flowEnded());
    expect(live).toHaveTextContent('');
    expect(screen.queryByTestId('loading-message')).toBeNull();
  });

  it('after 10 s the overlay offers to keep waiting in the background: focused, it hides the overlay and frees the page', () => {
    jest.useFakeTimers();
    fakeHost({});
    const { container } = renderAt('/');
    act(() => flowStore.getState().actions.flowStarted());
    const page = container.querySelector('.gm-app__page');
    expect(page).toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: HIDE_OVERLAY_LABEL })).toBeNull();
    act(() => void jest.advanceTimersByTime(10_000));
    const hide = screen.getByRole('button', { name: HIDE_OVERLAY_LABEL });
    expect(document.activeElement).toBe(hide);
    act(() => hide.click());
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(page).not.toHaveAttribute('inert');
    expect(flowStore.getState().isLoading).toBe(true);
  });

  it('an open dialog makes the page behind it inert', () => {
    fakeHost({});
    const { container } = renderAt('/');
    const page = container.querySelector('.gm-app__page');
    expect(page).not.toHaveAttribute('inert');
    act(() => modalStore.getState().actions.open('DISCONNECT_WALLET_MODAL'));
    expect(page).toHaveAttribute('inert');
  });
});
