import { tokens } from '@gm-claim/shared/amount';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { setChainReader } from '@gm-claim/web-core-chain';
import { fakeChain } from '@gm-claim/web-core-chain/testing';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { persistStore } from '@gm-claim/web-core-state';
import { renderWithProviders, shownAmounts } from '@gm-claim/web-core-ui/testing';
import { walletStore } from '@gm-claim/web-core-wallet';
import { ADDRESS, fakeProvider, resetStores } from '@gm-claim/web-core-wallet/testing';
import { VestingModal } from './VestingModal';

const row = (label: string): string =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const chainAnswers = (registered: boolean, claimed = false) => ({
  isRegistered: registered,
  hasClaimedAndVested: claimed,
  getEligibleAmount: {
    total: tokens(25_000),
    // unlock: everything paid at once (redeemable 20 + 10% of vestable 24,990), as GMChallenge answers.
    unlock: tokens(2_519),
    vesting: tokens(22_491),
    claimable: tokens(2_519),
  },
  vestable: tokens(24_990),
  redeemable: tokens(20),
  availableToBet: tokens(24_990),
});
const TOKEN_INFO = {
  totalAmount: tokens(40_000).toString(),
  mmToG: '0',
  discordRoleToG: '0',
  spaceKidsToG: '0',
  capsuleToG: '0',
  wingToG: '0',
  communityAirdropToG: '0',
};

describe('VestingModal (CLAIM & VESTING)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    walletStore.getState().actions.connectAttempted();
    walletStore
      .getState()
      .actions.connected({ connectorId: 'metaMask', provider: fakeProvider(), addresses: [ADDRESS], chainId: 56 });
    persistStore.getState().actions.signedIn('token', 'refresh');
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(200, { tokenInfo: TOKEN_INFO }));
  });
  afterEach(() => setChainReader(null));

  it('while the amounts load: a loading state, no amounts, YES, I AGREE disabled', () => {
    setChainReader(fakeChain({ answers: chainAnswers(true) }));
    renderWithProviders(<VestingModal />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your amounts…');
    expect(row('Immediate Claim amount')).toBe('…');
    expect(shownAmounts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeDisabled();
  });

  it('a registered user: the chain split, enabled', async () => {
    setChainReader(fakeChain({ answers: chainAnswers(true) }));
    renderWithProviders(<VestingModal />);
    await waitFor(() => expect(row('Immediate Claim amount')).toBe('2,519 GM'));
    expect(row('Vesting total')).toBe('22,491 GM');
    expect(row('GM per month')).toBe('3,748.50 GM');
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeEnabled();
  });

  it('an unregistered user: 10% of the API allocation now, 90% over 6 months', async () => {
    setChainReader(fakeChain({ answers: chainAnswers(false) }));
    renderWithProviders(<VestingModal />);
    await waitFor(() => expect(row('Unlock at TGE')).toBe('4,000 GM'));
    expect(row('Vesting 6 Months')).toBe('36,000 GM');
    expect(row('GM per month')).toBe('6,000 GM');
    expect(row('Claim now total')).toBe('4,000 GM');
  });

  it('the chain read fails – its error and a retry, no amount (never "0 GM"), YES, I AGREE disabled', async () => {
    setChainReader(fakeChain({ answers: chainAnswers(true), down: true }));
    renderWithProviders(<VestingModal />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The blockchain cannot be reached right now. Please try again.',
    );
    expect(shownAmounts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'RETRY' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeDisabled();
  });

  it('an unregistered user and the API fails – its error, no amount', async () => {
    setChainReader(fakeChain({ answers: chainAnswers(false) }));
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        jsonResponse(429, { message: 'Too many requests, please try again later', code: 'RATE_LIMITED' }),
      );
    renderWithProviders(<VestingModal />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
    expect(shownAmounts()).toEqual([]);
  });

  it('a wallet that already claimed: no amounts, no YES – it is sent to its vesting page', async () => {
    setChainReader(fakeChain({ answers: chainAnswers(true, true) }));
    renderWithProviders(<VestingModal />);
    expect(await screen.findByTestId('already-claimed')).toHaveTextContent('You have already claimed your GM.');
    expect(screen.getByRole('link', { name: 'Vesting page' })).toHaveAttribute('href', '/vesting');
    expect(screen.queryByText('Immediate Claim amount')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeDisabled();
  });

  // Issue 20 item 1: 25,000 GM, 100 GM lost at x4 (70 forfeited, 30 credited). What the chain pays at
  // once (2,520) is named by its two sources, the same parts the dashboard and the history show.
  it('after a lost Challenge – the immediate amount is the TGE unlock plus what the Challenge credited', async () => {
    setChainReader(
      fakeChain({
        answers: {
          ...chainAnswers(true),
          getEligibleAmount: { total: tokens(24_930), unlock: tokens(2_520), vesting: tokens(22_410), claimable: tokens(2_520) },
          vestable: tokens(24_900),
          redeemable: tokens(30),
          availableToBet: tokens(24_900),
        },
      }),
    );
    renderWithProviders(<VestingModal />);
    await waitFor(() => expect(row('Immediate Claim amount')).toBe('2,520 GM'));
    expect(row('Unlock at TGE')).toBe('2,490 GM');
    expect(row('From your Challenge')).toBe('30 GM');
    expect(row('Claim now total')).toBe('2,520 GM');
    expect(row('Vesting 6 Months')).toBe('22,410 GM');
    expect(row('GM per month')).toBe('3,735 GM');
    expect(screen.getByTestId('claim-sources')).toHaveTextContent(
      'Immediate Claim amount: 2,490 GM unlocked at TGE (10% of the 24,900 GM that follows the vesting claim) + 30 GM from your Challenge',
    );
  });

  it('without a Challenge – no Challenge row: the unlock is the whole immediate amount', async () => {
    setChainReader(fakeChain({ answers: { ...chainAnswers(true), redeemable: 0n, vestable: tokens(25_000) } }));
    renderWithProviders(<VestingModal />);
    await waitFor(() => expect(row('Unlock at TGE')).toBe('2,519 GM'));
    expect(screen.queryByText('From your Challenge')).not.toBeInTheDocument();
  });

  // Issue 20 item 5: a refresh that fails hides the earlier amounts and turns the irreversible YES off.
  it('a refresh fails – no earlier amount beside the error, YES, I AGREE disabled until RETRY reads them again', async () => {
    const chain = fakeChain({ answers: chainAnswers(true) });
    setChainReader(chain);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <VestingModal />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(row('Immediate Claim amount')).toBe('2,519 GM'));
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeEnabled();

    chain.setDown(true);
    await act(() => client.refetchQueries());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your amounts could not be loaded.');
    expect(shownAmounts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeDisabled();

    chain.setDown(false);
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(row('Immediate Claim amount')).toBe('2,519 GM'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeEnabled();
  });
});
