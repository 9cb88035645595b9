import { tokens } from '@gm-claim/shared/amount';
import { screen, waitFor } from '@testing-library/react';
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
    unlock: tokens(2_499),
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
});
