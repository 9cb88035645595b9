import { tokens } from '@gm-claim/shared/amount';
import { screen, waitFor } from '@testing-library/react';
import { setChainReader } from '@gm-claim/web-core-chain';
import { fakeChain, registeredAnswers } from '@gm-claim/web-core-chain/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { connectTestWallet, resetStores } from '@gm-claim/web-core-wallet/testing';
import { ChallengeChoice } from './ChallengeChoice';

/** Registered, 500 GM eligible: 50 claimable now, 450 vestable and available to bet. */
const ELIGIBILITY = registeredAnswers(tokens(500));

describe('METHOD – the Challenge card (odds and the stake allowed, from the chain)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    connectTestWallet();
  });
  afterEach(() => setChainReader(null));

  it('read – stakes above what is available are off, and it says why', async () => {
    setChainReader(fakeChain({ answers: ELIGIBILITY }));
    renderWithProviders(<ChallengeChoice />);
    await waitFor(() => expect(screen.getByRole('button', { name: '100' })).toBeEnabled());
    expect(screen.getByRole('button', { name: '1,000' })).toBeDisabled();
    expect(screen.getByTestId('stake-limit')).toHaveTextContent('You can stake up to 450 GM.');
    expect(screen.getByRole('button', { name: 'START CHALLENGE' })).toBeEnabled();
  });

  it('the odds say the block they were read at (hover on a chip, tap or focus on the block mark)', async () => {
    setChainReader(fakeChain({ answers: ELIGIBILITY, blockNumber: 4_242 }));
    renderWithProviders(<ChallengeChoice />);
    const source = await screen.findByTestId('odds-source');
    expect(source).toHaveTextContent('as read at block 4242');
    expect(source).toHaveAccessibleName("Read from GMChallenge's betting table on chain at block 4242.");
    expect(screen.getByRole('button', { name: /x2/ })).toHaveAttribute(
      'title',
      "Read from GMChallenge's betting table on chain at block 4242.",
    );
  });

  it('the eligibility read fails – its error and a retry; every stake and START CHALLENGE stay off', async () => {
    setChainReader(fakeChain({ answers: { ...ELIGIBILITY, availableToBet: undefined } }));
    renderWithProviders(<ChallengeChoice />);
    expect(await screen.findByRole('alert')).toHaveTextContent('A value could not be read from the chain.');
    expect(screen.getByRole('button', { name: '10' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'START CHALLENGE' })).toBeDisabled();
    expect(screen.queryByTestId('stake-limit')).not.toBeInTheDocument();
  });
});
