import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modalStore } from '@gm-claim/web-core-state';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { isReducedLayout } from '@gm-claim/web-core-ui';
import { ETHEREUM_INITIALIZED_EVENT, stopDiscovery } from '@gm-claim/web-core-wallet';
import { fakeHost, fakeProvider, resetStores } from '@gm-claim/web-core-wallet/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { AppRoutes } from './routes';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const DESKTOP_NOTE = 'For the Best Claim Experience We Recommend You Claim Using Your Desktop';

function setUserAgent(userAgent: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

/** The app's routes at `path`, with no query fetching on its own. */
const renderAt = (path: string) => renderWithProviders(<AppRoutes />, path, { enabled: false });

/** What a wallet app's dapp browser does when it injects late: announce itself through EIP-6963. */
function announceWallet(target: EventTarget): void {
  const detail = {
    info: { uuid: 'uuid-okx', name: 'OKX Wallet', icon: '', rdns: 'com.okex.wallet' },
    provider: fakeProvider(),
  };
  target.dispatchEvent(Object.assign(new Event('eip6963:announceProvider'), { detail }));
}

describe('layout by device and wallet', () => {
  const original = window.navigator.userAgent;

  beforeEach(() => {
    resetStores();
    stopDiscovery();
    testConfig();
  });
  afterEach(() => setUserAgent(original));

  it('the reduced layout is for a phone or tablet browser without a wallet only', () => {
    expect(isReducedLayout(false, IPHONE)).toBe(true);
    expect(isReducedLayout(false, ANDROID)).toBe(true);
    expect(isReducedLayout(false, IPAD)).toBe(true);
    expect(isReducedLayout(true, IPHONE)).toBe(false);
    expect(isReducedLayout(true, ANDROID)).toBe(false);
    expect(isReducedLayout(true, IPAD)).toBe(false);
    expect(isReducedLayout(false, DESKTOP)).toBe(false);
  });

  it('a phone browser without a wallet keeps the reduced layout: its heading, the notice, the address check', async () => {
    setUserAgent(IPHONE);
    fakeHost({});
    renderAt('/');
    expect((await screen.findAllByText(DESKTOP_NOTE)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'CHECK Eligibility' })).toBeDisabled();
    expect(modalStore.getState().modal).toBe('MOBILE_MODAL');
    // The links that open this very page in a wallet app's browser.
    const apps = screen.getByRole('region', { name: 'Open in your wallet app' });
    const trust = within(apps).getByRole('link', { name: 'Trust Wallet' });
    expect(new URL(trust.getAttribute('href') ?? '').searchParams.get('url')).toBe(window.location.href);
    expect(
      within(apps)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Trust Wallet', 'MetaMask', 'OKX Wallet', 'Bitget Wallet', 'TokenPocket']);
    act(() => modalStore.getState().actions.close());
    await userEvent.click(screen.getByRole('button', { name: 'CONNECT WALLET' }));
    expect(modalStore.getState().modal).toBe('MOBILE_CONNECT_WALLET_MODAL');
  });

  it('a phone wallet app (window.ethereum) gets the whole journey and the connect modal', async () => {
    setUserAgent(ANDROID);
    fakeHost({ ethereum: fakeProvider({}, { isMetaMask: true }) });
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'CHECK ELIGIBILITY' })).toBeInTheDocument();
    expect(screen.queryByText(DESKTOP_NOTE)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Open in your wallet app' })).toBeNull();
    expect(modalStore.getState().modal).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'CONNECT WALLET' }));
    expect(modalStore.getState().modal).toBe('CONNECT_WALLET_MODAL');
  });

  it('a wallet announcing itself late (EIP-6963) turns the reduced layout into the whole journey and closes its notice', async () => {
    setUserAgent(IPHONE);
    const host = fakeHost({});
    renderAt('/');
    await screen.findAllByText(DESKTOP_NOTE);
    expect(modalStore.getState().modal).toBe('MOBILE_MODAL');
    act(() => announceWallet(host.eventTarget));
    expect(await screen.findByRole('button', { name: 'CHECK ELIGIBILITY' })).toBeInTheDocument();
    expect(modalStore.getState().modal).toBeNull();
  });

  it('window.ethereum injected after the page started ("ethereum#initialized") counts too', async () => {
    setUserAgent(IPHONE);
    const parts: { ethereum?: ReturnType<typeof fakeProvider> } = {};
    const host = fakeHost(parts);
    const injected = fakeProvider({}, { isMetaMask: true });
    host.ethereum = () => parts.ethereum;
    renderAt('/');
    await screen.findAllByText(DESKTOP_NOTE);
    parts.ethereum = injected;
    act(() => void host.eventTarget.dispatchEvent(new Event(ETHEREUM_INITIALIZED_EVENT)));
    expect(await screen.findByRole('button', { name: 'CHECK ELIGIBILITY' })).toBeInTheDocument();
  });

  it('/vesting on a phone: the mobile text without a wallet, the desktop text and connect modal with one', async () => {
    setUserAgent(IPHONE);
    fakeHost({});
    const { unmount } = renderAt('/vesting');
    expect(await screen.findByText('Your GM airdrop will unlock over a 6-month vesting period...')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Open in your wallet app' })).toBeInTheDocument();
    unmount();
    act(() => modalStore.getState().actions.close());
    stopDiscovery();
    fakeHost({ ethereum: fakeProvider({}, { isMetaMask: true }) });
    renderAt('/vesting');
    expect(
      await screen.findByText(
        'Your GM airdrop will unlock according to your vesting schedule. Track and claim your unlocked tokens below.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'CONNECT WALLET' })[1] as HTMLElement);
    expect(modalStore.getState().modal).toBe('CONNECT_WALLET_MODAL');
  });
});
