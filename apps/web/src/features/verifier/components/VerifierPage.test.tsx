import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { setChainReader } from '@gm-claim/web-core-chain';
import { fakeChain } from '@gm-claim/web-core-chain/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { setLocale } from '@gm-claim/web-core-i18n';
import { tokens } from '@gm-claim/shared/amount';
import { BET_TX, FULFIL_TX, INDEX, USER, WORD, betStruct, challengeLog, logsIn, record } from '../testing';
import { VerifierPage } from './VerifierPage';

function api(status: number, body: unknown): jest.Mock {
  const fetch = jest.fn().mockResolvedValue(jsonResponse(status, body));
  global.fetch = fetch;
  return fetch;
}

/** The chain with Challenge 42 won: 100 GM × 2 at 25% / 50%, requested at block 120, resolved at 122 for 200 GM. */
function wonOnChain() {
  return fakeChain({
    answers: {
      getBetHistoryByRequestId: betStruct({ resolved: true, success: true, gain: tokens(200) }),
      bettingTable: { probBps: 2500n, lossBps: 5000n },
    },
    logs: logsIn([
      challengeLog('BetRequested', [42n, USER, tokens(100), 2n, 3_000_000_000_000_000n, 2500, 5000], {
        txHash: BET_TX,
        blockNumber: 120,
      }),
      challengeLog('BetResolved', [42n, USER, true, tokens(200), WORD], { txHash: FULFIL_TX, blockNumber: 122 }),
    ]),
  });
}

function show(requestId = '42') {
  return renderWithProviders(<VerifierPage requestId={requestId} />, `/challenge/${requestId}`);
}

describe('/challenge/:requestId (the verifier page)', () => {
  beforeEach(() => testConfig());
  afterEach(() => setChainReader(null));

  it('a won Challenge from the index – every fact, the formula with its numbers, the outcome recomputed', async () => {
    const fetch = api(200, { index: INDEX, challenge: record() });
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the Challenge…');
    expect(await screen.findByTestId('formula')).toHaveTextContent(
      'randomWord mod 10000 = 1234 1234 < probBps 2500 → WIN',
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/challenges/42');
    expect(screen.getByTestId('challenge-status')).toHaveTextContent('WIN');
    expect(screen.getByTestId('random-word')).toHaveTextContent(WORD.toString());
    expect(screen.getByTestId('recomputed-outcome')).toHaveTextContent('WIN');
    expect(screen.getByTestId('contract-outcome')).toHaveTextContent('WIN');
    expect(screen.getByTestId('outcome-match')).toHaveTextContent('They match');
    expect(screen.getByTestId('stake')).toHaveTextContent('100 GM');
    expect(screen.getByTestId('multiplier')).toHaveTextContent('x2');
    expect(screen.getByTestId('recorded-odds')).toHaveTextContent('25% win chance (probBps 2500)');
    expect(screen.getByTestId('table-row')).toHaveTextContent(
      '25% win, 50% loss share at block 120, as set at block 7 (the same as recorded)',
    );
    expect(screen.getByTestId('credited')).toHaveTextContent(
      '200 GM (stake × 2): the 100 GM stake back and 100 GM won.',
    );
    expect(screen.getByTestId('source-note')).toHaveTextContent('indexed up to block 130, 2 blocks behind the chain');
    // Each transaction on BscScan, the bettor's address, the request on Chainlink's VRF explorer.
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        `https://bscscan.com/tx/${BET_TX}`,
        `https://bscscan.com/tx/${FULFIL_TX}`,
        `https://bscscan.com/address/${USER}`,
        'https://vrf.chain.link/bnb-chain',
        '/fairness',
      ]),
    );
  });

  it('a lost Challenge – LOSE recomputed from the same word at lower odds, credited the stake less the loss', async () => {
    api(200, {
      index: INDEX,
      challenge: record({ odds: { probBps: 1000, lossBps: 5000 }, tableRow: null }, false),
    });
    show();
    expect(await screen.findByTestId('formula')).toHaveTextContent('1234 ≥ probBps 1000 → LOSE');
    expect(screen.getByTestId('outcome-match')).toHaveTextContent('They match');
    expect(screen.getByTestId('table-row')).toHaveTextContent('no row was set at block 120');
    expect(screen.getByTestId('credited')).toHaveTextContent('50 GM (the stake less 50%)');
    // Issue 20 item 1: the parts of the credit, and where it is paid.
    expect(screen.getByTestId('credited')).toHaveTextContent(
      '50 GM (the stake less 50%): 50 GM of the 100 GM stake forfeited. Paid to the bettor at once at their claim & vest, together with the 10% of the rest of their allocation unlocked at TGE.',
    );
  });

  it('a contract result that breaks its own rule – shown as a mismatch, never hidden', async () => {
    api(200, { index: INDEX, challenge: record({}, false) }); // word draws 1234 < 2500, yet recorded as a loss
    show();
    expect(await screen.findByTestId('outcome-match')).toHaveTextContent('They do not match');
    expect(screen.getByTestId('recomputed-outcome')).toHaveTextContent('WIN');
    expect(screen.getByTestId('contract-outcome')).toHaveTextContent('LOSE');
  });

  it('a pending Challenge – says it waits for the random number; no word, no formula', async () => {
    api(200, { index: INDEX, challenge: record({ status: 'pending', fulfilment: null }) });
    setChainReader(fakeChain({ answers: { getBetHistoryByRequestId: betStruct() } })); // still pending on chain
    show();
    expect(await screen.findByTestId('pending-note')).toHaveTextContent('The random number has not arrived yet');
    expect(screen.getByTestId('challenge-status')).toHaveTextContent('PENDING');
    expect(screen.queryByTestId('random-word')).not.toBeInTheDocument();
    expect(screen.queryByTestId('formula')).not.toBeInTheDocument();
  });

  it('pending in a lagging index but settled on chain – the chain’s outcome, saying the index trails it', async () => {
    api(200, { index: INDEX, challenge: record({ status: 'pending', fulfilment: null }) });
    setChainReader(wonOnChain());
    show();
    expect(await screen.findByTestId('source-note')).toHaveTextContent(
      "The history index has not caught up with this Challenge's outcome yet (indexed up to block 130). Read from the chain directly.",
    );
    expect(screen.getByTestId('challenge-status')).toHaveTextContent('WIN');
    expect(screen.getByTestId('outcome-match')).toHaveTextContent('They match');
  });

  it('a cancelled Challenge – says so, with the cancel transaction; no draw', async () => {
    const cancellation = { txHash: `0x${'c3'.repeat(32)}`, blockNumber: 9_000, logIndex: 0, timestamp: 1_800_090_000 };
    api(200, { index: INDEX, challenge: record({ status: 'cancelled', fulfilment: null, cancellation }) });
    show();
    expect(await screen.findByTestId('cancelled-note')).toHaveTextContent('the bettor cancelled the Challenge');
    expect(screen.getByTestId('challenge-status')).toHaveTextContent('CANCELLED');
    expect(screen.queryByTestId('formula')).not.toBeInTheDocument();
  });

  it('an id neither the index nor the chain has – says so', async () => {
    api(404, { message: 'Challenge 7 is not in the index (the index has reached block 130).', code: 'NOT_FOUND' });
    setChainReader(fakeChain({ answers: { getBetHistoryByRequestId: betStruct({ requestId: 0n }) } }));
    show('7');
    const unknown = await screen.findByTestId('unknown-challenge');
    expect(unknown).toHaveTextContent('No Challenge with request id 7 exists on GMChallenge.');
    expect(unknown).toHaveTextContent('the index has reached block 130');
  });

  it('not a request id – says so without reading anything', () => {
    const fetch = api(200, {});
    show('abc');
    expect(screen.getByTestId('invalid-id')).toHaveTextContent('“abc” is not a Challenge request id');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the API is down – read from the chain, saying so', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    setChainReader(wonOnChain());
    show();
    const note = await screen.findByTestId('source-note');
    expect(note).toHaveTextContent(
      'The history API cannot answer: The server cannot be reached. Please try again later. Read from the chain directly.',
    );
    expect(screen.getByTestId('recorded-odds')).toHaveTextContent('25% win chance');
    expect(screen.getByTestId('formula')).toHaveTextContent('randomWord mod 10000 = 1234 1234 < probBps 2500 → WIN');
    expect(screen.getByTestId('table-row')).toHaveTextContent('at block 120 (the same as recorded)');
    expect(screen.getByTestId('bet-tx')).toHaveTextContent(BET_TX);
  });

  it('the API and the chain both fail – the error and RETRY, then the Challenge', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const chain = fakeChain({ down: true });
    setChainReader(chain);
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This Challenge could not be loaded. The blockchain cannot be reached right now.');
    expect(screen.queryByTestId('stake')).not.toBeInTheDocument();

    api(200, { index: INDEX, challenge: record() });
    await userEvent.click(within(alert).getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(screen.getByTestId('outcome-match')).toHaveTextContent('They match'));
  });

  it('on the local chain – no explorer links, and it says there is no VRF explorer', async () => {
    testConfig({ chainId: 31337 });
    api(200, { index: { ...INDEX, chainId: 31337 }, challenge: record() });
    show();
    expect(await screen.findByTestId('request-id')).toHaveTextContent('(the local chain has no VRF explorer)');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/fairness']);
  });

  it('the command – this Challenge’s exact arguments to recompute it from the chain alone', async () => {
    const config = testConfig({ logsFromBlock: 55, rpcUrls: ['https://bsc.node.test'] });
    api(200, { index: INDEX, challenge: record() });
    show('42');
    expect(await screen.findByTestId('verify-command')).toHaveTextContent(
      `npx tsx tools/verify/main.ts --rpc https://bsc.node.test --contract ${config.contracts.GMChallenge} --from-block 55 --id 42`,
    );
    expect(screen.getByRole('heading', { name: 'Check it without us' })).toBeInTheDocument();
  });

  it('in Russian – the formula ends in the Russian outcome and the odds in Russian percentages (issue 36 §4)', async () => {
    await setLocale('ru', { remember: false });
    try {
      api(200, { index: INDEX, challenge: record({ odds: { probBps: 1000, lossBps: 5000 }, tableRow: null }, false) });
      show();
      const formula = await screen.findByTestId('formula');
      expect(formula).toHaveTextContent('1234 ≥ probBps 1000 → ПРОИГРЫШ');
      expect(formula.textContent).not.toContain('LOSE');
      expect(screen.getByTestId('recorded-odds')).toHaveTextContent(/10\s%/);
      expect(screen.getByTestId('recorded-odds').textContent).not.toMatch(/\d%/);
    } finally {
      await setLocale('en', { remember: false });
    }
  });
});
