import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modalStore, type ModalData, type ModalName } from '@gm-claim/web-core-state';
import { persistStore } from '@gm-claim/web-core-state';
import { flowStore } from '@gm-claim/web-core-state';
import { walletStore } from '@gm-claim/web-core-wallet';
import { ADDRESS, connectTestWallet, fakeHost, resetStores } from '@gm-claim/web-core-wallet/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { setChainReader } from '@gm-claim/web-core-chain';
import { fakeChain, registeredAnswers } from '@gm-claim/web-core-chain/testing';
import { STORAGE } from '@gm-claim/web-core-config';
import ModalRoot from './ModalRoot';

const GM = 10n ** 18n;
/** The chain the modals read from: registered, 100 GM claimable now; x2 at 30% for 10 GM. */
const chain = fakeChain({
  answers: {
    ...registeredAnswers(1_000n * GM, 150n * GM),
    bettingTable: ([unit, multiple]) => ({
      probBps: unit === 10n * GM && multiple === 2n ? 3000n : 1500n,
      lossBps: 5000n,
    }),
    estimateVrfCost: 0n,
  },
});
jest.mock('../features/challenge/data-access/start-challenge', () => ({ startChallenge: jest.fn() }));

/** Opens a modal and waits for it: each is loaded on demand. */
async function show(name: ModalName, data?: ModalData) {
  act(() => modalStore.getState().actions.open(name, data));
  const rendered = renderWithProviders(<ModalRoot />);
  await screen.findByRole('dialog');
  return rendered;
}

describe('modals', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    fakeHost({});
    setChainReader(chain);
  });
  afterEach(() => setChainReader(null));

  it('CONNECT_WALLET_MODAL: title, text, two named wallets and the relay option', async () => {
    await show('CONNECT_WALLET_MODAL');
    const dialog = screen.getByRole('dialog', { name: 'CONNECT WALLET' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Wallet connection is required for service access.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /MetaMask/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Trust Wallet/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /WalletConnect/ })).toBeDisabled();
  });

  it('ACCOUNT_LIMIT_MODAL shows the connect-wallet modal', async () => {
    await show('ACCOUNT_LIMIT_MODAL');
    expect(screen.getByRole('dialog', { name: 'CONNECT WALLET' })).toBeInTheDocument();
  });

  it('the connect modal disconnects an existing session on open', async () => {
    connectTestWallet();
    await show('CONNECT_WALLET_MODAL');
    await waitFor(() => expect(walletStore.getState().address).toBeNull());
  });

  it('Escape and a backdrop click close a closable modal', async () => {
    await show('SIGNATURES_MODAL');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(modalStore.getState().modal).toBeNull();
    act(() => modalStore.getState().actions.open('SIGNATURES_MODAL'));
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(modalStore.getState().modal).toBeNull();
  });

  it('MOBILE_MODAL is non-closable by Escape or backdrop, closes with its button', async () => {
    await show('MOBILE_MODAL');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(modalStore.getState().modal).toBe('MOBILE_MODAL');
    await userEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(modalStore.getState().modal).toBeNull();
  });

  it('keeps focus inside the dialog (Tab wraps)', async () => {
    await show('DISCONNECT_WALLET_MODAL');
    const close = screen.getByRole('button', { name: 'Close' });
    const disconnect = screen.getByRole('button', { name: 'DISCONNECT' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(disconnect);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
  });

  it('MOBILE_CONNECT_WALLET_MODAL: CHECK NOW needs a valid address, then VERIFY', async () => {
    await show('MOBILE_CONNECT_WALLET_MODAL');
    expect(screen.getByRole('dialog', { name: 'CHECK Eligibility' })).toBeInTheDocument();
    expect(screen.getByText('Enter your wallet address to check eligibility.')).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Enter your wallet address!');
    const button = screen.getByRole('button', { name: 'CHECK NOW' });
    expect(button).toBeDisabled();
    await userEvent.type(input, '0x1234');
    expect(button).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, ADDRESS);
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(flowStore.getState()).toMatchObject({ inputAddress: ADDRESS, mainStep: 'VERIFY' });
    expect(modalStore.getState().modal).toBeNull();
  });

  it('DISCONNECT_WALLET_MODAL: shows the address; DISCONNECT disconnects and closes', async () => {
    connectTestWallet();
    await show('DISCONNECT_WALLET_MODAL');
    expect(screen.getByRole('dialog', { name: 'YOUR WALLET ADDRESS' })).toBeInTheDocument();
    expect(screen.getByTestId('connected-address')).toHaveTextContent(ADDRESS);
    await userEvent.click(screen.getByRole('button', { name: 'DISCONNECT' }));
    expect(walletStore.getState().address).toBeNull();
    expect(modalStore.getState().modal).toBeNull();
  });

  it('DISCONNECT_WALLET_MODAL: copies the address and links it on the explorer', async () => {
    const user = userEvent.setup(); // with a clipboard the test can read back
    connectTestWallet();
    await show('DISCONNECT_WALLET_MODAL');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    expect(screen.getByRole('button', { name: 'Copied ✓' })).toBeInTheDocument();
    const explorer = screen.getByRole('link', { name: /View on explorer/ });
    expect(explorer).toHaveAttribute('href', `https://bscscan.com/address/${ADDRESS}`);
    expect(explorer).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('SIGNATURES_MODAL text and button', async () => {
    await show('SIGNATURES_MODAL');
    expect(screen.getByText('Please click the button below to sign the transaction.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN NOW' })).toBeInTheDocument();
  });

  it('MESSAGE_MODAL shows the supplied text and button label', async () => {
    await show('MESSAGE_MODAL', { text: 'Please use after installing MetaMask', buttonText: 'OKAY' });
    expect(screen.getByText('Please use after installing MetaMask')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OKAY' }));
    expect(modalStore.getState().modal).toBeNull();
  });

  it('VESTING_MODAL: title, rows, note, warning, button', async () => {
    connectTestWallet();
    await show('VESTING_MODAL');
    expect(screen.getByRole('dialog', { name: 'CLAIM & VESTING' })).toBeInTheDocument();
    for (const label of [
      'Immediate Claim amount',
      'Vesting total',
      'Unlock at TGE',
      'Vesting 6 Months',
      'GM per month',
      'Claim now total',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        'No cliff, 10% immediately unlocks, and the remaining 90% follows a linear vesting schedule over 6 months.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Once you confirm a claim option, it cannot be reverted. Do you agree with the selected claim option?',
      ),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('150 GM')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeEnabled();
  });

  it('VESTING_HISTORY_MODAL rows and note', async () => {
    await show('VESTING_HISTORY_MODAL', {
      claimedToken: '0',
      vestedToken: '0',
      unlockToken: '0',
      vestingToken: '0',
      perMonth: '0',
      totalClaimed: '0',
    });
    await screen.findByText('Claimed Token'); // the modal is loaded on demand
    for (const label of [
      'Claimed Token',
      'Vested Tokens',
      'Unlock at TGE',
      'Vesting 6 Months',
      'Per month',
      'Total Claimed',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('10% unlocks at TGE, then 90% vests linearly over 6 months.')).toBeInTheDocument();
  });

  it('CHALLENGE_TERMS_MODAL: Agree only once ticked; stores is_agree and opens the betting modal', async () => {
    await show('CHALLENGE_TERMS_MODAL', { selectedAmount: 10, selectedMultiplier: 2 });
    await waitFor(() => expect(screen.getByTestId('terms-box')).toHaveTextContent('x2: 30% win chance'));
    const agree = screen.getByRole('button', { name: 'Agree & Continue' });
    expect(agree).toBeDisabled();
    await userEvent.click(screen.getByLabelText('I agree to the Terms and Conditions'));
    await userEvent.click(agree);
    expect(persistStore.getState().is_agree).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE.storeName) as string).state.is_agree).toBe('true');
    expect(modalStore.getState().modal).toBe('BETTING_MODAL');
    expect(modalStore.getState().data).toEqual({ selectedAmount: 10, selectedMultiplier: 2 });
  });

  it('CHALLENGE_TERMS_MODAL: a pair not offered is said so; a failed read shows its error, no odds at all', async () => {
    const offered = chain.answers.bettingTable;
    chain.answers.bettingTable = ([unit, multiple]) =>
      multiple === 6n
        ? { probBps: 0n, lossBps: 0n }
        : { probBps: unit === 10n * GM && multiple === 2n ? 3000n : 1500n, lossBps: 5000n };
    const { unmount } = await show('CHALLENGE_TERMS_MODAL', { selectedAmount: 10, selectedMultiplier: 2 });
    await waitFor(() => expect(screen.getByTestId('terms-box')).toHaveTextContent('x6: not offered.'));
    unmount();
    chain.setDown(true);
    try {
      await show('CHALLENGE_TERMS_MODAL', { selectedAmount: 10, selectedMultiplier: 2 });
      await waitFor(() =>
        expect(screen.getByTestId('terms-box')).toHaveTextContent('The blockchain cannot be reached right now.'),
      );
      expect(screen.getByTestId('terms-box')).not.toHaveTextContent('win chance');
      expect(screen.getByRole('button', { name: 'Agree & Continue' })).toBeDisabled();
    } finally {
      chain.setDown(false);
      chain.answers.bettingTable = offered;
    }
  });

  describe('BETTING_MODAL', () => {
    it('shows the rows, odds from the chain table, and YES disabled at zero fee', async () => {
      chain.answers.estimateVrfCost = 0n;
      await show('BETTING_MODAL', { selectedAmount: 10, selectedMultiplier: 2 });
      await waitFor(() => expect(screen.getByTestId('vrf-fee')).toHaveTextContent('0.00000000 BNB'));
      expect(screen.getByRole('dialog', { name: 'Challenge' })).toBeInTheDocument();
      for (const label of ['Amount', 'Multiplier', 'Win chance', 'If Win', 'If Lose'])
        expect(screen.getByText(label)).toBeInTheDocument();
      expect(await screen.findByText('30%')).toBeInTheDocument();
      expect(screen.getByText('20 GM (+10 GM)')).toBeInTheDocument();
      expect(screen.getByText('5 GM (−5 GM)')).toBeInTheDocument();
      expect(screen.getByText('The remaining 5 GM is claimable instantly.')).toBeInTheDocument();
      expect(
        screen.getByLabelText(
          'This fee is required to request a secure random number from a verifiable-random-number oracle service.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Are you sure you want to start this Challenge?')).toBeInTheDocument();
      expect(screen.getByTestId('vrf-fee')).toHaveTextContent('0.00000000 BNB');
      expect(screen.getByRole('button', { name: 'YES' })).toBeDisabled();
    });

    it('below 0.005 BNB: normal fee, YES enabled', async () => {
      chain.answers.estimateVrfCost = 3_333_326_666_666_667n; // × 1.5 = 0.00499999 BNB
      await show('BETTING_MODAL', { selectedAmount: 100, selectedMultiplier: 4 });
      await waitFor(() => expect(screen.getByTestId('vrf-fee')).toHaveTextContent('0.00499999 BNB'));
      await waitFor(() => expect(screen.getByRole('button', { name: 'YES' })).toBeEnabled());
      expect(screen.getByTestId('vrf-fee')).not.toHaveClass('gm-fee--high');
      expect(screen.queryByText('VRF request gas cost is high at the moment.')).toBeNull();
      expect(screen.getByRole('button', { name: 'YES' })).toBeEnabled();
    });

    it('at 0.005 BNB or more: red fee and the high-gas warning', async () => {
      chain.answers.estimateVrfCost = 3_333_333_333_333_334n; // × 1.5 ≥ 0.005 BNB
      await show('BETTING_MODAL', { selectedAmount: 100, selectedMultiplier: 6 });
      expect(await screen.findByText('VRF request gas cost is high at the moment.')).toBeInTheDocument();
      expect(screen.getByTestId('vrf-fee')).toHaveClass('gm-fee--high');
    });
  });
});
