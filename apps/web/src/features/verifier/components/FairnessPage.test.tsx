import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { setChainReader } from '@gm-claim/web-core-chain';
import { setLocale } from '@gm-claim/web-core-i18n';
import { observedTotals } from '@gm-claim/shared/fairness/observed';
import { DEFAULT_TABLE, INDEX, KEY_HASH, oddsChain, VRF_COORDINATOR, VRF_WRAPPER } from '../testing';
import { FairnessPage } from './FairnessPage';

const GM = 10n ** 18n;
const TABLE = [{ unit: '100000000000000000000', probBps: 2500, lossBps: 5000 }];

/** A row of GET /challenges/fairness whose sums are those of `wins` wins out of `resolved` 100 GM bets at (prob, loss). */
function row(multiple: number, resolved: number, wins: number, expected: number | null, lossBps = 5_000) {
  const probBps = Math.round((expected ?? 0) * 10_000);
  const bets = Array.from({ length: resolved }, (_, index) => ({
    unit: 100n * GM,
    multiple,
    probBps,
    lossBps,
    success: index < wins,
    gained: index < wins ? 100n * GM * BigInt(multiple) : 0n,
  }));
  const [totals] = observedTotals(bets);
  return {
    multiple,
    resolved,
    wins,
    observedWinRate: resolved > 0 ? wins / resolved : null,
    expectedWinRate: expected,
    expectedWins: expected === null ? 0 : expected * resolved,
    currentTable: TABLE,
    staked: String(totals?.staked ?? 0n),
    returned: String(totals?.returned ?? 0n),
    expectedScaled: String(totals?.expectedScaled ?? 0n),
    varianceScaled: String(totals?.varianceScaled ?? 0n),
    cancelled: 0,
    pending: 0,
  };
}

/** GET /challenges/fairness answers `multiples` (and `extra`), as of INDEX, with no table change or odds mismatch. */
function answerFairness(multiples: unknown[], extra: Record<string, unknown> = {}): void {
  global.fetch = jest
    .fn()
    .mockResolvedValue(jsonResponse(200, { index: INDEX, multiples, tableChanges: [], oddsMismatches: 0, ...extra }));
}

describe('/fairness', () => {
  beforeEach(() => {
    testConfig();
    setChainReader(oddsChain(DEFAULT_TABLE));
  });
  afterEach(async () => {
    setChainReader(null);
    await setLocale('en', { remember: false });
  });

  it('per multiplier – resolved, observed next to expected, the 3σ band and where the rate stands', async () => {
    answerFairness([row(2, 100, 30, 0.25), row(4, 100, 40, 0.125), row(6, 0, 0, null)]);
    renderWithProviders(<FairnessPage />);
    const x2 = await screen.findByTestId('fairness-x2');
    expect(within(x2).getByTestId('resolved')).toHaveTextContent('100 (30 won)');
    expect(within(x2).getByTestId('observed')).toHaveTextContent('30.0%');
    expect(within(x2).getByTestId('expected')).toHaveTextContent('25.0% (table now: 25%)');
    // 0.25 ± 3·sqrt(0.25·0.75/100) = 0.25 ± 0.1299
    expect(within(x2).getByTestId('band')).toHaveTextContent('12.0% – 38.0%');
    expect(within(x2).getByTestId('verdict')).toHaveTextContent('within the band');
    expect(within(screen.getByTestId('fairness-x4')).getByTestId('verdict')).toHaveTextContent('OUTSIDE the band');
    expect(within(screen.getByTestId('fairness-x6')).getByTestId('verdict')).toHaveTextContent(
      'no resolved Challenge yet',
    );
    expect(screen.getByTestId('index-status')).toHaveTextContent('up to block 130 (2 blocks behind the chain)');
    expect(screen.getByText(/Chainlink VRF/)).toBeInTheDocument();
    // Named by its heading; each row named by its multiplier, each value by its column (a phone's card).
    const table = screen.getByRole('table', { name: 'Win rates so far' });
    const x4 = within(table).getByRole('row', { name: /^x4/ });
    expect(within(x4).getByRole('rowheader')).toHaveTextContent('x4');
    expect(
      within(x4)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Resolved', 'Observed win rate', 'Expected (odds)', '3σ band', 'Verdict']);
  });

  it('nothing indexed – says so', async () => {
    answerFairness([], { index: { ...INDEX, indexedBlock: null, lagBlocks: null } });
    renderWithProviders(<FairnessPage />);
    expect(await screen.findByTestId('fairness-empty')).toHaveTextContent('No Challenge has been indexed yet.');
  });

  it('the API is down – the error and RETRY, no rates; then the rates', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<FairnessPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server cannot be reached. Please try again later.');
    expect(screen.queryByTestId('fairness-x2')).not.toBeInTheDocument();
    answerFairness([row(2, 4, 1, 0.25)]);
    await userEvent.click(within(alert).getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(screen.getByTestId('fairness-x2')).toBeInTheDocument());
  });

  it('the house edge – read from the chain at a stated block, per multiplier in numbers and in plain words', async () => {
    answerFairness([]);
    const chain = oddsChain(DEFAULT_TABLE, { block: 4_321 });
    setChainReader(chain);
    renderWithProviders(<FairnessPage />);
    const x4 = await screen.findByTestId('edge-x4');
    expect(screen.getByTestId('edge-block')).toHaveTextContent('at block 4321');
    expect(within(x4).getByTestId('stakes')).toHaveTextContent('10 / 100 / 1,000 / 10,000 GM');
    expect(within(x4).getByTestId('win-chance')).toHaveTextContent('15%');
    expect(within(x4).getByTestId('win-returns')).toHaveTextContent('400 GM per 100 staked');
    expect(within(x4).getByTestId('loss-keeps')).toHaveTextContent('30.0 GM per 100 staked');
    // 0.15 × 4 + 0.85 × 0.30 = 0.855
    expect(within(x4).getByTestId('rtp')).toHaveTextContent('85.5%');
    expect(within(x4).getByTestId('house-edge')).toHaveTextContent('14.5%');
    expect(within(screen.getByTestId('edge-x2')).getByTestId('rtp')).toHaveTextContent('87.5%');
    expect(within(screen.getByTestId('edge-x6')).getByTestId('house-edge')).toHaveTextContent('19.2%');
    expect(screen.getByTestId('edge-plain')).toHaveTextContent(
      'For every 100 GM staked at x4 you get back 85.5 GM on average.',
    );
    // Every read at the one block the page states.
    expect(new Set(chain.blockTags)).toEqual(new Set([4_321]));
  });

  it('one stake with other odds – its own line, the stakes named in the sentence', async () => {
    answerFairness([]);
    setChainReader(oddsChain({ ...DEFAULT_TABLE, '10000:4': [2_000, 6_000] }));
    renderWithProviders(<FairnessPage />);
    const rows = await screen.findAllByTestId('edge-x4');
    expect(rows.map((line) => within(line).getByTestId('stakes').textContent)).toEqual([
      '10,000 GM',
      '10 / 100 / 1,000 GM',
    ]);
    expect(screen.getByTestId('edge-plain')).toHaveTextContent(
      'For every 100 GM staked at x4 with a stake of 10,000 GM you get back 112.0 GM on average.',
    );
  });

  it('observed – staked, returned and RTP beside the expected one with its 95% interval; outside said in words', async () => {
    answerFairness([{ ...row(2, 100, 25, 0.25), cancelled: 2, pending: 1 }, row(4, 400, 120, 0.15, 7_000)]);
    renderWithProviders(<FairnessPage />);
    const x2 = await screen.findByTestId('observed-x2');
    expect(within(x2).getByTestId('settled')).toHaveTextContent('100 (25 won)');
    expect(within(x2).getByTestId('staked')).toHaveTextContent('10,000 GM');
    // 25 wins × 200 GM + 75 losses × 50 GM
    expect(within(x2).getByTestId('returned')).toHaveTextContent('8,750 GM');
    expect(within(x2).getByTestId('observed-rtp')).toHaveTextContent('87.5%');
    expect(within(x2).getByTestId('expected-rtp')).toHaveTextContent('87.5%');
    // σ = sqrt(0.25 × 0.75 × 1.5² / 100) = 0.0650; ± 1.96σ
    expect(within(x2).getByTestId('interval')).toHaveTextContent('74.8% – 100.2%');
    expect(within(x2).getByTestId('rtp-verdict')).toHaveTextContent('within the interval');
    const x4 = screen.getByTestId('observed-x4');
    expect(within(x4).getByTestId('rtp-verdict')).toHaveTextContent('OUTSIDE the interval');
    expect(screen.getByTestId('outside-x4')).toHaveTextContent(
      /^At x4 the observed return, 141\.0%, is outside its 95% interval: a fair draw lands this far from the expected 85\.5% about once in [\d,]+ tries\.$/,
    );
    expect(screen.queryByTestId('outside-x2')).not.toBeInTheDocument();
    expect(screen.getByTestId('cancelled-pending')).toHaveTextContent(
      '2 cancelled (stake returned, no draw) and 1 still waiting',
    );
  });

  it('table changes – each with its block, the row set and its transaction', async () => {
    const change = (multiple: number, probBps: number, lossBps: number, blockNumber: number) => ({
      unit: String(100n * GM),
      multiple,
      probBps,
      lossBps,
      blockNumber,
      logIndex: 0,
      txHash: `0x${String(blockNumber).padStart(64, '0')}`,
      timestamp: 1_800_000_000,
    });
    answerFairness([], {
      tableChanges: [change(4, 1_500, 7_000, 12), change(4, 2_000, 6_500, 90), change(6, 0, 0, 95)],
    });
    renderWithProviders(<FairnessPage />);
    const changes = await screen.findAllByTestId('table-change');
    expect(changes.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Block 12: x4 with a 100 GM stake — win chance 15%, loss share 70%'),
      expect.stringContaining('Block 90: x4 with a 100 GM stake — win chance 20%, loss share 65%'),
      expect.stringContaining('Block 95: x6 with a 100 GM stake — removed'),
    ]);
    expect(
      within(changes[1] as HTMLElement).getByRole('link', {
        name: 'Block 90: x4 with a 100 GM stake — win chance 20%, loss share 65%',
      }),
    ).toHaveAttribute('href', 'https://bscscan.com/block/90');
  });

  it('VRF settings, contracts, the stuck-request policy, the security notes and the command with this deployment’s arguments', async () => {
    answerFairness([]);
    const config = testConfig({ logsFromBlock: 777, rpcUrls: ['https://bsc.node.test'] });
    setChainReader(oddsChain(DEFAULT_TABLE));
    renderWithProviders(<FairnessPage />);
    expect(await screen.findByTestId('vrf-wrapper')).toHaveTextContent(VRF_WRAPPER);
    expect(within(screen.getByTestId('vrf-wrapper')).getByRole('link')).toHaveAttribute(
      'href',
      `https://bscscan.com/address/${VRF_WRAPPER}`,
    );
    expect(screen.getByTestId('vrf-coordinator')).toHaveTextContent(VRF_COORDINATOR);
    expect(screen.getByTestId('vrf-key-hash')).toHaveTextContent(KEY_HASH);
    expect(screen.getByTestId('vrf-confirmations')).toHaveTextContent('3');
    expect(screen.getByTestId('vrf-gas')).toHaveTextContent('250,000');
    expect(screen.getByTestId('challenge-address')).toHaveTextContent(config.contracts.GMChallenge);
    expect(screen.getByTestId('cancel-policy')).toHaveTextContent(
      'ask to cancel 1 day after the bet and finalise the cancel 10 minutes later',
    );
    expect(screen.getByTestId('security-notes')).toHaveTextContent('contracts/SECURITY.md');
    expect(screen.getByTestId('verify-command')).toHaveTextContent(
      `npx tsx tools/verify/main.ts --rpc https://bsc.node.test --contract ${config.contracts.GMChallenge} --from-block 777`,
    );
  });

  it('the node cannot be reached – the odds and VRF settings say so with RETRY, never a table of defaults', async () => {
    answerFairness([]);
    setChainReader(oddsChain(DEFAULT_TABLE, { down: true }));
    renderWithProviders(<FairnessPage />);
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 10_000 });
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('edge-x4')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vrf-wrapper')).not.toBeInTheDocument();
    setChainReader(oddsChain(DEFAULT_TABLE));
    await userEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'RETRY' }));
    expect(await screen.findByTestId('edge-x4')).toBeInTheDocument();
  });

  it('in Russian – percentages and numbers in Russian format, not “25.0%”', async () => {
    await setLocale('ru', { remember: false });
    answerFairness([row(2, 100, 30, 0.25)]);
    renderWithProviders(<FairnessPage />);
    const x4 = await screen.findByTestId('edge-x4');
    expect(within(x4).getByTestId('rtp')).toHaveTextContent(/^85,5\s%$/);
    expect(within(screen.getByTestId('fairness-x2')).getByTestId('observed')).toHaveTextContent(/^30,0\s%$/);
    expect(within(screen.getByTestId('fairness-x2')).getByTestId('expected').textContent).not.toContain('25.0%');
    expect(screen.getByTestId('edge-plain')).toHaveTextContent(
      'С каждых 100 GM, поставленных на x4, вы в среднем получаете обратно 85,5 GM.',
    );
  });
});
