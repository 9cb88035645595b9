import { EMPTY_TOKEN_INFO } from '@gm-claim/shared/dto/user';
import { tokens } from '@gm-claim/shared/amount';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { setChainReader } from '@gm-claim/web-core-chain';
import { fakeChain, registeredAnswers, type Answers } from '@gm-claim/web-core-chain/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { flowStore } from '@gm-claim/web-core-state';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { ADDRESS, resetStores, signInTestWallet } from '@gm-claim/web-core-wallet/testing';
import { DesktopJourney } from './DesktopJourney';

const NO_BET = {
  requestId: 0n,
  user: '0x0000000000000000000000000000000000000000',
  unit: 0n,
  multiple: 0n,
  gain: 0n,
  loss: 0n,
  resolved: false,
  success: false,
  cancelled: false,
  requestedAt: 0n,
  probBps: 0n,
  lossBps: 0n,
  cancelRequestedAt: 0n,
};

/** ADDRESS's bet of 10 GM × 2 (`overrides`: the request, its time and outcome). */
const tenGmTimesTwo = (overrides: Partial<typeof NO_BET>) => ({
  ...NO_BET,
  user: ADDRESS,
  unit: tokens(10),
  multiple: 2n,
  ...overrides,
});

function chain(answers: Answers) {
  return fakeChain({
    answers: {
      ...registeredAnswers(tokens(100)),
      getLastBet: NO_BET,
      cancelDelay: 86_400n,
      CANCEL_FINALIZE_DELAY: 600n,
      ...answers,
    },
  });
}

/** A returning visit: the wallet reconnected and the sign-in token is still stored. */
function returning(reader: ReturnType<typeof fakeChain>, missionsCleared = true, path = '/') {
  setChainReader(reader);
  signInTestWallet();
  global.fetch = jest.fn(async (url: string) =>
    String(url).endsWith('/user/missions')
      ? jsonResponse(200, { missions: [], clearAllMissions: missionsCleared })
      : jsonResponse(200, { tokenInfo: EMPTY_TOKEN_INFO }),
  ) as unknown as typeof fetch;
  renderWithProviders(
    <Routes>
      <Route path="/" element={<DesktopJourney />} />
      <Route
        path="/vesting"
        element={
          <>
            <h1>Vesting dashboard</h1>
            <Link to="/">TGE</Link>
          </>
        }
      />
    </Routes>,
    path,
  );
}

describe('the journey on load: where the wallet stands comes from the chain and the API', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
  });
  afterEach(() => setChainReader(null));

  it('claimed – goes to its vesting dashboard', async () => {
    returning(chain({ hasClaimedAndVested: true }));
    expect(await screen.findByRole('heading', { name: 'Vesting dashboard' })).toBeInTheDocument();
    expect(flowStore.getState()).toMatchObject({ mainStep: 'CLAIM', claimMethod: 'VESTING' });
  });

  it('a pending Challenge – its waiting view with the request id', async () => {
    const pending = tenGmTimesTwo({ requestId: 77n, requestedAt: 1_800_000_000n });
    returning(chain({ getLastBet: pending, getBetHistoryByRequestId: pending }));
    expect(await screen.findByTestId('request-id')).toHaveTextContent('77');
    expect(screen.getByText(/Waiting for the verifiable random number/)).toBeInTheDocument();
  });

  it('a resolved Challenge not claimed yet – its result and CLAIM', async () => {
    const won = tenGmTimesTwo({ requestId: 78n, gain: tokens(20), resolved: true, success: true, requestedAt: 1n });
    returning(chain({ getLastBet: won, getBetHistoryByRequestId: won }));
    expect(await screen.findByText('YOU WIN!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CLAIM' })).toBeEnabled();
  });

  it.each([
    [true, 'Choose How to Claim'],
    [false, 'Your GM Eligibility'],
  ])('nothing yet, missions cleared %s – %s', async (cleared, heading) => {
    returning(chain({}), cleared);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('the standing cannot be read – the error and a retry, no step is guessed', async () => {
    const reader = chain({});
    reader.setDown(true);
    returning(reader);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your claim status could not be loaded. The blockchain cannot be reached right now. Please try again.',
    );
    expect(flowStore.getState().mainStep).toBe('MAIN');
    reader.setDown(false);
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Choose How to Claim' })).toBeInTheDocument());
  });

  // Issue 20 item 11: the header's TGE button must not bounce a claimed wallet back to /vesting.
  it('claimed, opened on /vesting, then TGE – the TGE page in its claimed state, with the way to the dashboard', async () => {
    returning(
      chain({
        hasClaimedAndVested: true,
        getEligibleAmount: { total: tokens(24_930), unlock: tokens(2_520), vesting: tokens(22_410), claimable: 0n },
      }),
      true,
      '/vesting',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'TGE' }));
    expect(await screen.findByTestId('claimed-figures')).toHaveTextContent('Paid to your wallet at TGE2,520 GM');
    expect(screen.getByTestId('claimed-figures')).toHaveTextContent('Vesting over 6 months22,410 GM');
    expect(screen.queryByRole('heading', { name: 'Vesting dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Vesting' })).toHaveAttribute('href', '/vesting');
  });
});
