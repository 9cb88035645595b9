import { EMPTY_TOKEN_INFO } from '@gm-claim/shared/dto/user';
import { tokens } from '@gm-claim/shared/amount';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { interfaceOf, setChainReader } from '@gm-claim/web-core-chain';
import { fakeChain } from '@gm-claim/web-core-chain/testing';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { relayerStatus } from '@gm-claim/web-feature-sponsored-claim/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders, shownAmounts } from '@gm-claim/web-core-ui/testing';
import { ADDRESS, resetStores, signInTestWallet } from '@gm-claim/web-core-wallet/testing';
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
const TOKEN_INFO = { ...EMPTY_TOKEN_INFO, totalAmount: tokens(40_000).toString() };

const SIGNATURE = `0x${'cd'.repeat(65)}`;
const deadline = () => String(Math.floor(Date.now() / 1000) + 600);

/**
 * The API (token info, the server's signatures) and the relayer's /relay/status as fetch answers them. `signature`:
 * what GET /signature and /signature/amount answer (default: a signature valid 10 minutes).
 */
function api(signature?: (url: string) => Response | Promise<Response>) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/relay/status'))
      return jsonResponse(
        200,
        relayerStatus({ sponsored: ['challenge.claimAndVestViaSig', 'challenge.registerAndClaimAndVestViaSig'] }),
      );
    if (url.includes('/signature')) {
      if (signature) return signature(url);
      return url.includes('/signature/amount')
        ? jsonResponse(200, {
            nonce: '6',
            deadline: deadline(),
            signature: SIGNATURE,
            amount: tokens(40_000).toString(),
          })
        : jsonResponse(200, { nonce: '5', deadline: deadline(), signature: SIGNATURE });
    }
    return jsonResponse(200, { tokenInfo: TOKEN_INFO });
  }) as unknown as typeof fetch;
}
const signatureRequests = () =>
  (global.fetch as jest.Mock).mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/signature'));

describe('VestingModal (CLAIM & VESTING)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    signInTestWallet();
    global.fetch = api();
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
      .mockImplementation(async () =>
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
          getEligibleAmount: {
            total: tokens(24_930),
            unlock: tokens(2_520),
            vesting: tokens(22_410),
            claimable: tokens(2_520),
          },
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
    // (The claim's gas estimate fails too; once the amounts' read has failed, only its error shows.)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your amounts could not be loaded.'));
    expect(shownAmounts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeDisabled();

    chain.setDown(false);
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(row('Immediate Claim amount')).toBe('2,519 GM'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeEnabled();
  });

  describe('issue 37 §3: the gas of the claim & vest the wallet would send, estimated', () => {
    const CHALLENGE = '0x00000000000000000000000000000000000000c1';
    const GWEI = 10n ** 9n;

    function show(registered: boolean, options: { balance?: bigint; estimate?: Parameters<typeof fakeChain>[0] } = {}) {
      testConfig({ relayerUrl: '/relay' });
      const chain = fakeChain({
        answers: chainAnswers(registered),
        gasPrice: 1n * GWEI,
        balances: { [ADDRESS.toLowerCase()]: options.balance ?? 0n },
        estimates: { [CHALLENGE]: 180_000n },
        ...options.estimate,
      });
      setChainReader(chain);
      const estimateGas = jest.spyOn(chain, 'estimateGas');
      renderWithProviders(<VestingModal />);
      const estimated = () => {
        const [tx] = estimateGas.mock.calls.at(-1) ?? [];
        const call = tx ? interfaceOf(gmChallengeAbi).parseTransaction({ data: tx.data }) : null;
        return { from: tx?.from, to: tx?.to, call: call ? [call.name, ...call.args] : null };
      };
      return { chain, estimated };
    }

    it('registered, 0 BNB: claimAndVest over the server’s signature, from the wallet, + 25% at the node’s gas price', async () => {
      const { estimated } = show(true);
      // 180,000 × 1.25 = 225,000 gas at 1 gwei: 0.000225 BNB (no fixed 500,000-gas guess).
      expect(await screen.findByTestId('sponsor-note', {}, { timeout: 5_000 })).toHaveTextContent(
        "Your wallet holds 0 BNB; this claim's gas needs about 0.000225 BNB.",
      );
      expect(estimated()).toEqual({
        from: ADDRESS,
        to: CHALLENGE,
        call: ['claimAndVest', 5n, expect.any(BigInt), SIGNATURE],
      });
      expect(signatureRequests()).toEqual(['http://api.test/signature']);
      expect(screen.getByRole('button', { name: 'CLAIM WITHOUT BNB' })).toBeEnabled();
    });

    it('not registered: registerAndClaimAndVest with the amount the server signed', async () => {
      const { estimated } = show(false);
      await screen.findByTestId('sponsor-note', {}, { timeout: 5_000 });
      expect(estimated()).toEqual({
        from: ADDRESS,
        to: CHALLENGE,
        call: ['registerAndClaimAndVest', tokens(40_000), 6n, expect.any(BigInt), SIGNATURE],
      });
      expect(signatureRequests()).toEqual(['http://api.test/signature/amount']);
    });

    it('enough BNB for the estimate: no note, no claim without BNB (claim & vest has no fixed limit to hold)', async () => {
      show(true, { balance: 225_000n * GWEI });
      await waitFor(() => expect(signatureRequests()).toHaveLength(1));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByTestId('sponsor-note')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'CLAIM WITHOUT BNB' })).toBeNull();
      expect(screen.getByRole('button', { name: 'YES, I AGREE' })).toBeEnabled();
    });

    it('the claim would revert: the contract’s reason in plain words, no figure', async () => {
      const revert = { revert: 'GMChallenge_AlreadyClaimed', args: [ADDRESS] };
      show(true, { estimate: { estimates: { [CHALLENGE]: revert } } });
      const note = await screen.findByTestId('would-revert', {}, { timeout: 5_000 });
      expect(note.textContent).toMatch(/^This claim would fail now, so its gas cannot be estimated: [A-Z].+/);
      expect(note.textContent).not.toMatch(/GMChallenge_|0x/);
      expect(screen.queryByTestId('sponsor-note')).not.toBeInTheDocument();
    });

    it('our server refuses the signature (claims closed): the claim would fail, in its words', async () => {
      global.fetch = api(() =>
        jsonResponse(409, { message: 'Claims closed at 2026-01-01T00:00:00.000Z.', code: 'CLAIMS_CLOSED' }),
      );
      show(true);
      const note = await screen.findByTestId('would-revert', {}, { timeout: 5_000 });
      expect(note.textContent).toMatch(/^This claim would fail now, so its gas cannot be estimated: .+/);
      expect(screen.queryByTestId('sponsor-note')).not.toBeInTheDocument();
    });

    it('our server cannot be reached: the error with RETRY, no figure; RETRY asks again and estimates', async () => {
      let down = true;
      global.fetch = api(async () => {
        if (down) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { nonce: '5', deadline: deadline(), signature: SIGNATURE });
      });
      show(true);
      const error = await screen.findByTestId('estimate-error', {}, { timeout: 5_000 });
      expect(error).toHaveTextContent('The gas estimate could not be loaded.');
      expect(screen.queryByTestId('sponsor-note')).not.toBeInTheDocument();
      down = false;
      await userEvent.click(within(error).getByRole('button', { name: 'RETRY' }));
      expect(await screen.findByTestId('sponsor-note', {}, { timeout: 5_000 })).toHaveTextContent('about 0.000225 BNB');
      expect(screen.queryByTestId('estimate-error')).not.toBeInTheDocument();
    });

    it('nothing to claim (already claimed): no signature asked for, nothing estimated', async () => {
      testConfig({ relayerUrl: '/relay' });
      setChainReader(fakeChain({ answers: chainAnswers(true, true) }));
      renderWithProviders(<VestingModal />);
      await screen.findByTestId('already-claimed');
      await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(signatureRequests()).toEqual([]);
    });
  });
});
