import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { INDEX } from '../testing';
import { FairnessPage } from './FairnessPage';

const TABLE = [{ unit: '100000000000000000000', probBps: 2500, lossBps: 5000 }];

function row(multiple: number, resolved: number, wins: number, expected: number | null) {
  return {
    multiple,
    resolved,
    wins,
    observedWinRate: resolved > 0 ? wins / resolved : null,
    expectedWinRate: expected,
    expectedWins: expected === null ? 0 : expected * resolved,
    currentTable: TABLE,
  };
}

describe('/fairness', () => {
  beforeEach(() => testConfig());

  it('per multiplier – resolved, observed next to expected, the 3σ band and where the rate stands', async () => {
    global.fetch = jest.fn().mockResolvedValue(
      jsonResponse(200, {
        index: INDEX,
        multiples: [row(2, 100, 30, 0.25), row(4, 100, 40, 0.125), row(6, 0, 0, null)],
      }),
    );
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
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        jsonResponse(200, { index: { ...INDEX, indexedBlock: null, lagBlocks: null }, multiples: [] }),
      );
    renderWithProviders(<FairnessPage />);
    expect(await screen.findByTestId('fairness-empty')).toHaveTextContent('No Challenge has been indexed yet.');
  });

  it('the API is down – the error and RETRY, no rates; then the rates', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<FairnessPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server cannot be reached. Please try again later.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(200, { index: INDEX, multiples: [row(2, 4, 1, 0.25)] }));
    await userEvent.click(within(alert).getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(screen.getByTestId('fairness-x2')).toBeInTheDocument());
  });
});
