import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { KNOWN_GOOD_DELEGATES, KNOWN_SWEEPER_DELEGATES } from '@gm-claim/shared/eip7702';
import { setLocale, t } from '@gm-claim/web-core-i18n';
import userEvent from '@testing-library/user-event';
import { setChainReader } from '@gm-claim/web-core-chain';
import { fakeChain, FAKE_CONTRACTS } from '@gm-claim/web-core-chain/testing';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { axeViolations, renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { ADDRESS, connectTestWallet, resetStores } from '@gm-claim/web-core-wallet/testing';
import { followedHere } from '../data-access/pending';
import type { RelayOutcome } from '@gm-claim/shared/relay/answers';
import { relayerStatus } from '../testing';
import { ClaimRouting, type ClaimRoute } from './ClaimRouting';

const SAFE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** What the chain names: the GM token, the VRF wrapper and the SignatureVerifier (deploymentContracts). */
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const WRAPPER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const VERIFIER = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';
const NAMED = { token: TOKEN, i_vrfV2PlusWrapper: WRAPPER, signatureVerifier: VERIFIER };
const GWEI = 10n ** 9n;

/** The relayer's /relay/status as fetch answers it. */
function relayerSays(status: { accepting: boolean; reason?: string } | 'down') {
  global.fetch = jest.fn(async () => {
    if (status === 'down') throw new TypeError('Failed to fetch');
    return jsonResponse(200, relayerStatus(status));
  }) as unknown as typeof fetch;
}

function setup(
  options: {
    balance?: bigint;
    relayerUrl?: string | undefined;
    codes?: Record<string, string>;
    named?: Record<string, string>;
    estimates?: Parameters<typeof fakeChain>[0] extends infer O
      ? O extends { estimates?: infer E }
        ? E
        : never
      : never;
    claimEstimate?: { vesting: string; scheduleId: bigint };
    down?: boolean;
  } = {},
) {
  testConfig({ relayerUrl: 'relayerUrl' in options ? options.relayerUrl : '/relay' });
  // eth_estimateGas answers 100,000 unless told otherwise: 125,000 gas with the margin, 0.000125 BNB at 1 gwei.
  const chain = fakeChain({
    gasPrice: 1n * GWEI,
    balances: { [ADDRESS.toLowerCase()]: options.balance ?? 0n },
    ...(options.codes ? { codes: options.codes } : {}),
    ...(options.estimates ? { estimates: options.estimates } : {}),
    answers: options.named ?? NAMED,
    ...(options.down ? { down: true } : {}),
  });
  setChainReader(chain);
  const routes: ClaimRoute[] = [];
  let outcome: RelayOutcome = 'done';
  const onClaim = jest.fn(async (route: ClaimRoute) => {
    routes.push(route);
    return outcome;
  });
  renderWithProviders(
    <ClaimRouting
      variant="monthly"
      relayKind="vesting.claimViaSig"
      primaryLabel="CLAIM NOW"
      disabled={false}
      onClaim={onClaim}
      claimEstimate={options.claimEstimate ?? { vesting: FAKE_CONTRACTS.GMVesting.TEAM, scheduleId: 4n }}
    />,
  );
  return { chain, routes, setOutcome: (next: RelayOutcome) => (outcome = next) };
}

describe('ClaimRouting (Claim without BNB, Send to another address, the rescue path)', () => {
  beforeEach(() => {
    resetStores();
    connectTestWallet();
  });
  afterEach(() => setChainReader(null));

  it('0 BNB, the relayer accepting: says what the gas needs, offers CLAIM WITHOUT BNB, which claims sponsored', async () => {
    relayerSays({ accepting: true });
    const { routes } = setup({ balance: 0n });
    expect(await screen.findByTestId('sponsor-note', {}, { timeout: 5_000 })).toHaveTextContent(
      t('sponsored.sponsoredOffer', { need: '0.000125', balance: '0' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM WITHOUT BNB' }));
    expect(routes).toEqual([{ sponsored: true }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('a claim without BNB of this wallet on its way (another device, a reload): no second claim offered until it is settled', async () => {
    relayerSays({ accepting: true });
    const { routes } = setup({ balance: 0n });
    await screen.findByRole('button', { name: 'CLAIM WITHOUT BNB' }, { timeout: 5_000 });
    // Another wallet's claim followed in this tab changes nothing here.
    act(() => followedHere.add('req-other', SAFE));
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeEnabled();
    act(() => followedHere.add('req-1', ADDRESS));
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'CLAIM WITHOUT BNB' })).toBeNull();
    expect(screen.queryByText(t('sponsored.sendElsewhere'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM NOW' }));
    expect(routes).toEqual([]);
    // Mined (the chain is read again) or given up on: the claim is offered again.
    act(() => followedHere.delete('req-1'));
    act(() => followedHere.delete('req-other'));
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeEnabled();
    await userEvent.click(await screen.findByRole('button', { name: 'CLAIM WITHOUT BNB' }));
    expect(routes).toEqual([{ sponsored: true }]);
  });

  it('enough BNB (the claim is sent with 800,000 gas: 0.0008 BNB at 1 gwei): the normal claim only, no note', async () => {
    relayerSays({ accepting: true });
    const { routes } = setup({ balance: 800_000n * GWEI });
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    // The balance and gas price answered too: the decision is made, and it is "covered".
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'CLAIM WITHOUT BNB' })).toBeNull();
    expect(screen.queryByTestId('sponsor-note')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM NOW' }));
    expect(routes).toEqual([{ sponsored: false }]);
  });

  it('0 BNB, the relayer paused (budget spent): its reason, plainly, and only the normal claim', async () => {
    relayerSays({ accepting: false, reason: 'The sponsoring budget is spent for: PUBLIC.' });
    setup({ balance: 0n });
    expect(await screen.findByTestId('sponsor-note', {}, { timeout: 5_000 })).toHaveTextContent(
      t('sponsored.sponsoredPaused', { reason: 'The sponsoring budget is spent for: PUBLIC.' }),
    );
    expect(screen.queryByRole('button', { name: 'CLAIM WITHOUT BNB' })).toBeNull();
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeEnabled();
  });

  it('0 BNB, no relayer configured or the relayer unreachable: said plainly', async () => {
    relayerSays('down');
    setup({ balance: 0n });
    expect(await screen.findByTestId('sponsor-note', {}, { timeout: 5_000 })).toHaveTextContent(
      t('sponsored.relayUnreachable'),
    );
  });

  it('the relayer turns the claim down (503) mid-way: the page says so and falls back to the normal claim', async () => {
    relayerSays({ accepting: true });
    const { setOutcome } = setup({ balance: 0n });
    setOutcome('relay-unavailable');
    await userEvent.click(await screen.findByRole('button', { name: 'CLAIM WITHOUT BNB' }, { timeout: 5_000 }));
    expect(await screen.findByTestId('sponsor-note')).toHaveTextContent(
      t('sponsored.relayUnavailable', { reason: 'it cannot take claims now.' }),
    );
    expect(screen.queryByRole('button', { name: 'CLAIM WITHOUT BNB' })).toBeNull();
    expect(screen.getByRole('button', { name: 'CLAIM NOW' })).toBeEnabled();
  });

  it('send to another address: a wrong checksum is refused with its text; a good address is confirmed in full, then claimed to', async () => {
    relayerSays({ accepting: true });
    const { routes } = setup({ balance: 10n ** 18n });
    await userEvent.click(screen.getByLabelText(t('sponsored.sendElsewhere')));
    const field = screen.getByLabelText(t('sponsored.recipientLabel'));
    await userEvent.type(field, SAFE.replace('C51812', 'c51812'));
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM NOW' }));
    expect(screen.getByRole('alert')).toHaveTextContent(t('sponsored.recipientChecksum'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(routes).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, SAFE.toLowerCase());
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM NOW' }));
    const confirm = await screen.findByRole('region', { name: t('sponsored.confirmTitle') });
    expect(screen.getByTestId('recipient-full')).toHaveTextContent(SAFE);
    expect(confirm).toHaveTextContent(t('sponsored.confirmMonthly'));
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(routes).toEqual([{ recipient: SAFE, sponsored: false }]);
  });

  it.each([
    ['the GM token', TOKEN],
    ['the VRF wrapper', WRAPPER],
    ['a SignatureVerifier', VERIFIER.toLowerCase()],
  ])(
    'send to another address: %s (read from the chain) is refused as a GM Claim contract before anything is signed',
    async (_name, contract) => {
      relayerSays({ accepting: true });
      const { routes } = setup({ balance: 10n ** 18n, codes: { [contract.toLowerCase()]: '0x6080' } });
      await userEvent.click(screen.getByLabelText(t('sponsored.sendElsewhere')));
      await userEvent.type(screen.getByLabelText(t('sponsored.recipientLabel')), contract);
      await userEvent.click(screen.getByRole('button', { name: 'CLAIM NOW' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(t('sponsored.recipientContract'));
      expect(screen.queryByRole('region', { name: t('sponsored.confirmTitle') })).toBeNull();
      expect(routes).toEqual([]);
      // Then the user's own address: confirmed as usual.
      await userEvent.clear(screen.getByLabelText(t('sponsored.recipientLabel')));
      await userEvent.type(screen.getByLabelText(t('sponsored.recipientLabel')), SAFE);
      await userEvent.click(screen.getByRole('button', { name: 'CLAIM NOW' }));
      expect(await screen.findByRole('region', { name: t('sponsored.confirmTitle') })).toBeInTheDocument();
    },
  );

  it('send to another address: the deployment’s contracts cannot be read – says so and confirms nothing', async () => {
    relayerSays({ accepting: true });
    const { routes } = setup({ balance: 10n ** 18n, named: {} });
    await userEvent.click(screen.getByLabelText(t('sponsored.sendElsewhere')));
    await userEvent.type(screen.getByLabelText(t('sponsored.recipientLabel')), SAFE);
    expect(await screen.findByTestId('recipient-contracts-unread', {}, { timeout: 10_000 })).toHaveTextContent(
      t('sponsored.recipientContractsUnread'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM NOW' }));
    expect(screen.queryByRole('region', { name: t('sponsored.confirmTitle') })).toBeNull();
    expect(routes).toEqual([]);
  });

  it('a recipient that is a contract but not a known smart account: the warning, also in the confirmation', async () => {
    relayerSays({ accepting: true });
    setup({ balance: 10n ** 18n, codes: { [SAFE.toLowerCase()]: '0x6080604052348015600f57600080fd5b50' } });
    await userEvent.click(screen.getByLabelText(t('sponsored.sendElsewhere')));
    await userEvent.type(screen.getByLabelText(t('sponsored.recipientLabel')), SAFE);
    expect(await screen.findByTestId('recipient-contract-warning')).toHaveTextContent(
      t('sponsored.recipientUnknownContract'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM NOW' }));
    expect(screen.getByRole('region', { name: t('sponsored.confirmTitle') })).toHaveTextContent(
      t('sponsored.recipientUnknownContract'),
    );
  });

  it('the rescue path: its explanation, then the safe address and the sponsored claim, even with BNB left', async () => {
    relayerSays({ accepting: true });
    const { routes } = setup({ balance: 10n ** 18n });
    await userEvent.click(screen.getByText(t('sponsored.rescueTitle')));
    expect(screen.getByText(t('sponsored.rescueText'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('sponsored.rescueButton') }));
    const field = screen.getByLabelText(t('sponsored.recipientLabel'));
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, SAFE);
    await userEvent.click(await screen.findByRole('button', { name: 'CLAIM WITHOUT BNB' }, { timeout: 5_000 }));
    expect(screen.getByTestId('recipient-full')).toHaveTextContent(SAFE);
    expect(screen.getByText(t('sponsored.confirmSponsored'))).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(routes).toEqual([{ recipient: SAFE, sponsored: true }]);
  });

  describe('issue 37: the connected wallet delegated with EIP-7702', () => {
    const designator = (delegate: string): string => `0xef0100${delegate.slice(2).toLowerCase()}`;
    const UNKNOWN = '0x1234567890123456789012345678901234567890';

    afterEach(async () => setLocale('en', { remember: false }));

    it('to a contract that is no known smart account: a plain warning with the rescue, which goes to a safe address without BNB', async () => {
      relayerSays({ accepting: true });
      const { routes } = setup({ balance: 10n ** 18n, codes: { [ADDRESS.toLowerCase()]: designator(UNKNOWN) } });
      const warning = await screen.findByTestId('wallet-delegated', {}, { timeout: 5_000 });
      expect(warning).toHaveAttribute('role', 'alert');
      expect(warning).toHaveTextContent(
        `delegated (EIP-7702) to ${UNKNOWN}, a contract that is not a known wallet’s smart account`,
      );
      expect(warning).toHaveTextContent('Someone else may control this wallet');
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(within(warning).getByRole('button', { name: t('sponsored.rescueButton') }));
      const field = screen.getByLabelText(t('sponsored.recipientLabel'));
      await waitFor(() => expect(field).toHaveFocus());
      expect(screen.queryByTestId('wallet-delegated')).not.toBeInTheDocument();
      await userEvent.type(field, SAFE);
      await userEvent.click(await screen.findByRole('button', { name: 'CLAIM WITHOUT BNB' }, { timeout: 5_000 }));
      await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
      expect(routes).toEqual([{ recipient: SAFE, sponsored: true }]);
    });

    it('to a known sweeper: says someone else controls it (in Russian too)', async () => {
      relayerSays({ accepting: true });
      const sweeper = KNOWN_SWEEPER_DELEGATES[0]!.address;
      setup({ codes: { [ADDRESS.toLowerCase()]: designator(sweeper) } });
      expect(await screen.findByTestId('wallet-delegated', {}, { timeout: 5_000 })).toHaveTextContent(
        `delegated (EIP-7702) to ${sweeper}, a known sweeper: someone else controls this wallet`,
      );
      await act(async () => setLocale('ru', { remember: false }));
      expect(screen.getByTestId('wallet-delegated')).toHaveTextContent('известному «свиперу»');
    });

    it("to MetaMask's smart account, a contract wallet, a plain account, or code that cannot be read: no warning", async () => {
      relayerSays({ accepting: true });
      for (const code of [designator(KNOWN_GOOD_DELEGATES[0]!.address), '0x6080604052', undefined]) {
        setup({ codes: code ? { [ADDRESS.toLowerCase()]: code } : {} });
        await screen.findAllByRole('button', { name: 'CLAIM NOW' });
        await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
        expect(screen.queryByTestId('wallet-delegated')).not.toBeInTheDocument();
        cleanup();
      }
    });
  });

  describe('issue 37 §3: gas estimated, not guessed', () => {
    const VESTING = '0x00000000000000000000000000000000000000a4';

    it("the claim the wallet would send is estimated (eth_estimateGas + 25%) at the node's gas price, not 800,000 gas", async () => {
      relayerSays({ accepting: true });
      setup({ balance: 0n, estimates: { [VESTING]: 200_000n }, claimEstimate: { vesting: VESTING, scheduleId: 4n } });
      // 200,000 × 1.25 = 250,000 gas at 1 gwei: 0.00025 BNB (the fixed guess said 0.0008).
      expect(await screen.findByTestId('sponsor-note', {}, { timeout: 5_000 })).toHaveTextContent(
        t('sponsored.sponsoredOffer', { need: '0.00025', balance: '0' }),
      );
    });

    it('a claim that would revert says why (the contract error in plain words) instead of a gas figure', async () => {
      relayerSays({ accepting: true });
      setup({
        balance: 0n,
        estimates: { [VESTING]: { revert: 'GMVesting_NothingToClaim', args: [4n] } },
        claimEstimate: { vesting: VESTING, scheduleId: 4n },
      });
      const note = await screen.findByTestId('would-revert', {}, { timeout: 5_000 });
      expect(note.textContent).toMatch(/^This claim would fail now, so its gas cannot be estimated: .+/);
      expect(note.textContent).not.toMatch(/unknown|0x/);
      expect(screen.queryByTestId('sponsor-note')).not.toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });

    it('BNB for what the gas costs but not for the 800,000-gas limit the claim is sent with: both figures, and CLAIM WITHOUT BNB', async () => {
      relayerSays({ accepting: true });
      // 200,000 × 1.25 = 250,000 gas (0.00025 BNB at 1 gwei) is covered by 0.0004 BNB; 800,000 gas (0.0008) is not.
      const { routes } = setup({
        balance: 400_000n * GWEI,
        estimates: { [VESTING]: 200_000n },
        claimEstimate: { vesting: VESTING, scheduleId: 4n },
      });
      expect(await screen.findByTestId('sponsor-note', {}, { timeout: 5_000 })).toHaveTextContent(
        'Your wallet holds 0.0004 BNB. This claim’s gas costs about 0.00025 BNB, but the claim is sent with a fixed gas limit, so a wallet must hold 0.0008 BNB to send it.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'CLAIM WITHOUT BNB' }));
      expect(routes).toEqual([{ sponsored: true }]);
      expect(await axeViolations()).toEqual([]);
    });

    it('the node cannot answer the estimate: its error with RETRY, no figure; RETRY once it answers shows the estimate', async () => {
      relayerSays({ accepting: true });
      const { chain } = setup({
        balance: 0n,
        estimates: { [VESTING]: 200_000n },
        claimEstimate: { vesting: VESTING, scheduleId: 4n },
        down: true,
      });
      const error = await screen.findByTestId('estimate-error', {}, { timeout: 5_000 });
      expect(error).toHaveTextContent(
        'The gas estimate could not be loaded. The blockchain cannot be reached right now.',
      );
      expect(screen.queryByTestId('sponsor-note')).not.toBeInTheDocument();
      expect(screen.queryByText(/BNB;|\d BNB/)).not.toBeInTheDocument();
      // The wallet may still hold no BNB: the claim without BNB stays offered beside the normal claim.
      expect(screen.getByRole('button', { name: 'CLAIM WITHOUT BNB' })).toBeEnabled();
      expect(await axeViolations()).toEqual([]);
      chain.setDown(false);
      await userEvent.click(within(error).getByRole('button', { name: 'RETRY' }));
      expect(await screen.findByTestId('sponsor-note', {}, { timeout: 5_000 })).toHaveTextContent(
        t('sponsored.sponsoredOffer', { need: '0.00025', balance: '0' }),
      );
      expect(screen.queryByTestId('estimate-error')).not.toBeInTheDocument();
    });

    it('claim & vest: the call its modal builds is estimated from the wallet; sent without a fixed limit, it needs no more', async () => {
      const CHALLENGE = FAKE_CONTRACTS.GMChallenge;
      const show = (balance: bigint) => {
        const { chain } = setup({ balance, estimates: { [CHALLENGE]: 300_000n } });
        cleanup();
        global.fetch = jest.fn(async () =>
          jsonResponse(200, relayerStatus({ sponsored: ['challenge.claimAndVestViaSig'] })),
        ) as unknown as typeof fetch;
        const estimateGas = jest.spyOn(chain, 'estimateGas');
        const txs = jest.fn(async () => [{ to: CHALLENGE, data: '0x1234' }]);
        renderWithProviders(
          <ClaimRouting
            variant="claim-and-vest"
            relayKind="challenge.claimAndVestViaSig"
            estimate={{ key: 'claimAndVest:registered', txs }}
            primaryLabel="YES, I AGREE"
            disabled={false}
            onClaim={async () => 'done'}
          />,
        );
        return estimateGas;
      };
      // 300,000 × 1.25 = 375,000 gas: 0.000375 BNB at 1 gwei.
      const estimateGas = show(0n);
      expect(await screen.findByTestId('sponsor-note', {}, { timeout: 5_000 })).toHaveTextContent(
        t('sponsored.sponsoredOffer', { need: '0.000375', balance: '0' }),
      );
      expect(estimateGas).toHaveBeenCalledWith({ from: ADDRESS, to: CHALLENGE, data: '0x1234' });
      cleanup();
      // 0.0004 BNB covers it: no 800,000-gas limit to hold (the wallet sets the limit of a claim & vest).
      show(400_000n * GWEI);
      await waitFor(() => expect(global.fetch).toHaveBeenCalled());
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByTestId('sponsor-note')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'CLAIM WITHOUT BNB' })).toBeNull();
    });
  });
});
