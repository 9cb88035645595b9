import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { TOASTS } from '@gm-claim/web-core-config';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { AppRoutes } from './routes';
import { RouteErrorBoundary } from './ErrorPage';
import { flowStore } from '@gm-claim/web-core-state';
import { walletStore } from '@gm-claim/web-core-wallet';
import {
  OTHER_ADDRESS,
  connectTestWallet,
  fakeHost,
  fakeProvider,
  resetStores,
} from '@gm-claim/web-core-wallet/testing';
import { connectWallet, METAMASK_ID } from '@gm-claim/web-core-wallet';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { TOAST_CONTAINER_OPTIONS } from '@gm-claim/web-core-ui';

/** The app's routes at `path`, with no query fetching on its own. */
const renderAt = (path: string) => renderWithProviders(<AppRoutes />, path, { enabled: false });

describe('app shell', () => {
  beforeEach(() => {
    resetStores();
    testConfig({ supportEmail: 'help@gm.test' });
    fakeHost({});
  });

  it('/ shows TGE and Vesting buttons and CONNECT WALLET', async () => {
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'TGE' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Vesting' })).toHaveAttribute('href', '/vesting');
    expect(screen.getByRole('button', { name: 'CONNECT WALLET' })).toBeInTheDocument();
    expect(screen.getByText('Check Eligibility')).toBeInTheDocument();
    for (const label of ['Missions', '????', 'Claim GM']) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('a type page has no TGE/Vesting buttons and a connected wallet shows 0x12…abcd, named "Wallet 0x12…abcd"', async () => {
    connectTestWallet();
    renderAt('/backer');
    const button = await screen.findByRole('button', { name: 'Wallet 0x12…abcd' });
    expect(button).toHaveTextContent(/^0x12…abcd$/);
    expect(screen.queryByRole('link', { name: 'TGE' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wrong network' })).toBeNull();
  });

  it('a wallet on another chain: a wrong-network badge at once; it asks the wallet to switch, then goes', async () => {
    let chainId = '0x1';
    const provider = fakeProvider({
      eth_chainId: () => chainId,
      wallet_switchEthereumChain: () => {
        chainId = '0x38';
        return null;
      },
    });
    connectTestWallet({ provider, chainId: 1 });
    renderAt('/vesting');
    const badge = await screen.findByRole('button', { name: 'Wrong network' });
    await userEvent.click(badge);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Wrong network' })).toBeNull());
    expect(provider.calls.map((call) => call.method)).toContain('wallet_switchEthereumChain');
    expect(walletStore.getState().chainId).toBe(56);
  });

  it('the wallet switches accounts: back to MAIN, disconnected, and a toast says so', async () => {
    const provider = fakeProvider({}, { isMetaMask: true });
    fakeHost({ ethereum: provider });
    await connectWallet(METAMASK_ID);
    renderAt('/');
    await screen.findByRole('button', { name: 'Wallet 0x12…abcd' });
    act(() => provider.emit('accountsChanged', [OTHER_ADDRESS]));
    expect(
      await screen.findByText('Your wallet switched accounts, so it was disconnected. Connect again to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONNECT WALLET' })).toBeInTheDocument();
  });

  it('footer: copyright 2025, support email, /privacy and /terms in a new tab', async () => {
    renderAt('/');
    expect(await screen.findByText(/© 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@gm.test' })).toHaveAttribute('href', 'mailto:help@gm.test');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('link', { name: 'Fairness' })).toHaveAttribute('href', '/fairness');
  });

  it('/fairness and /challenge/:requestId – their pages, loaded on demand', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderAt('/fairness');
    expect(await screen.findByRole('heading', { name: 'Is the Challenge fair?' })).toBeInTheDocument();
    renderAt('/challenge/42');
    expect(await screen.findByRole('heading', { name: 'Verify a Challenge' })).toBeInTheDocument();
    expect(screen.getByText('Loading the Challenge…')).toBeInTheDocument();
  });

  it('claim page not connected: title, text and connect button', async () => {
    renderAt('/vesting');
    expect(await screen.findByRole('heading', { name: 'Claim your tokens' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your GM airdrop will unlock according to your vesting schedule. Track and claim your unlocked tokens below.',
      ),
    ).toBeInTheDocument();
  });

  it('/terms embeds the terms document', async () => {
    renderAt('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
  });

  it('shows the loading overlay while loading', async () => {
    renderAt('/');
    await screen.findByRole('link', { name: 'TGE' });
    act(() => flowStore.getState().actions.flowStarted());
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('journey steps: heights 1556 / 1020 / 1088 and the backdrops', async () => {
    const { container } = renderAt('/');
    await screen.findByRole('link', { name: 'TGE' });
    const journey = () => container.querySelector('.gm-journey') as HTMLElement;
    expect(journey().style.minHeight).toBe('1556px');
    expect(screen.getByTestId('backdrop-early')).toBeInTheDocument();
    act(() => flowStore.getState().actions.missionsCleared());
    expect(journey().style.minHeight).toBe('1020px');
    expect(screen.getByTestId('backdrop-method')).toBeInTheDocument();
    act(() => flowStore.getState().actions.vestingConfirmed());
    expect(journey().style.minHeight).toBe('1088px');
    act(() => flowStore.getState().actions.betResolved());
    expect(screen.getByTestId('glitch-overlay')).toBeInTheDocument();
  });

  it('router failure shows "Unexpected Application Error!"', async () => {
    const Boom = () => {
      throw new Error('boom');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <RouteErrorBoundary>
                <Boom />
              </RouteErrorBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
  });

  it('a failed page shows the error page inside the shell, and another path gets its own chance', async () => {
    const Page = () => {
      const { pathname } = useLocation();
      if (pathname === '/boom') throw new Error('boom');
      return <p>fine at {pathname}</p>;
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/boom']}>
        <nav>
          <Link to="/elsewhere">elsewhere</Link>
        </nav>
        <Routes>
          <Route
            path="*"
            element={
              <RouteErrorBoundary>
                <Page />
              </RouteErrorBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('fine at /elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toasts: top centre, 4000 ms, at most 20', () => {
    expect(TOAST_CONTAINER_OPTIONS).toMatchObject({ position: 'top-center', autoClose: 4000, limit: 20 });
    expect(TOASTS).toMatchObject({ successDurationMs: 2000, removeDelayMs: 1000, maxWidthPx: 420, minWidthPx: 230 });
  });
});
