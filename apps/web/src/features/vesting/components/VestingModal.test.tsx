import { screen } from '@testing-library/react';
import { resetStores } from '@gm-claim/web-core-wallet/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { VestingModal } from './VestingModal';

const GM = 10n ** 18n;
type Query = { data?: unknown; isLoading?: boolean };
const mockQueries: { chain: Query; tokenInfo: Query } = { chain: {}, tokenInfo: {} };
jest.mock('@gm-claim/web-feature-eligibility', () => ({
  ...jest.requireActual('@gm-claim/web-feature-eligibility'),
  useChainEligibility: () => mockQueries.chain,
  useTokenInfo: () => mockQueries.tokenInfo,
}));
jest.mock('../data-access/confirm-vesting', () => ({ confirmVesting: jest.fn() }));

const row = (label: string): string => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('VestingModal (CLAIM & VESTING)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
  });

  it('while the chain amounts load: a loading state, no amounts, YES, I AGREE disabled', () => {
    mockQueries.chain = { data: undefined, isLoading: true };
    mockQueries.tokenInfo = { data: { totalAmount: (1_000n * GM).toString() }, isLoading: false };
    renderWithProviders(<VestingModal />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your amounts…');
    expect(row('Immediate Claim amount')).toBe('…');
    expect(screen.queryByText(/ GM$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeDisabled();
  });

  it('an unregistered user while the token info loads: a loading state too', () => {
    mockQueries.chain = { data: { isRegistered: false }, isLoading: false };
    mockQueries.tokenInfo = { data: undefined, isLoading: true };
    renderWithProviders(<VestingModal />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your amounts…');
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeDisabled();
  });

  it('a registered user: the chain split, enabled, no loading state', () => {
    mockQueries.chain = { data: { isRegistered: true, unlock: 2_499n * GM, vesting: 22_491n * GM, claimable: 2_519n * GM }, isLoading: false };
    mockQueries.tokenInfo = { data: undefined, isLoading: true };
    renderWithProviders(<VestingModal />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(row('Immediate Claim amount')).toBe('2,519 GM');
    expect(row('Vesting total')).toBe('22,491 GM');
    expect(row('GM per month')).toBe('3,748.50 GM');
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeEnabled();
  });

  it('an unregistered user: 10% of the API allocation now, 90% over 6 months', () => {
    mockQueries.chain = { data: { isRegistered: false }, isLoading: false };
    mockQueries.tokenInfo = { data: { totalAmount: (40_000n * GM).toString() }, isLoading: false };
    renderWithProviders(<VestingModal />);
    expect(row('Unlock at TGE')).toBe('4,000 GM');
    expect(row('Vesting 6 Months')).toBe('36,000 GM');
    expect(row('GM per month')).toBe('6,000 GM');
    expect(row('Claim now total')).toBe('4,000 GM');
  });
});
