import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatusDocument } from '@gm-claim/shared/status/document';
import { axeViolations, renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { StatusPage } from './StatusPage';

const NOW = Date.parse('2026-11-29T12:00:00Z');

function documentAt(generatedAt: number, overrides: Partial<StatusDocument> = {}): StatusDocument {
  return {
    version: 1,
    generatedAt: new Date(generatedAt).toISOString(),
    overall: 'degraded',
    claims: { state: 'open', opensAt: '2026-11-28T12:00:00.000Z', closesAt: '2027-02-28T12:00:00.000Z' },
    chain: { head: 1234, headAt: new Date(generatedAt).toISOString() },
    api: [
      { name: 'api-1', ok: false, latencyMs: null, error: 'no answer within 2500 ms' },
      { name: 'api-2', ok: true, latencyMs: 12 },
    ],
    database: { name: 'database', ok: true, latencyMs: 3 },
    indexer: {
      ok: true,
      indexedBlock: 1230,
      lagBlocks: 4,
      processes: [{ name: 'indexer-1', ok: true, latencyMs: 4, role: 'writer' }],
    },
    rpc: [
      { name: 'bsc-dataseed.example', ok: true, latencyMs: 80, head: 1234 },
      { name: 'dead.example', ok: false, latencyMs: null, head: null, error: 'HTTP 502' },
    ],
    relayer: { state: 'ok', queue: 2, budgetLeftWei: '1500000000000000000' },
    incident: {
      message: 'One API instance is down; claims still work.',
      postedAt: new Date(generatedAt - 60_000).toISOString(),
      postedBy: '0xop',
    },
    ...overrides,
  };
}

function serve(...answers: Array<StatusDocument | number>): jest.Mock {
  const fetchMock = jest.fn();
  for (const answer of answers) {
    // jsdom has no Response: what readStatusDocument uses of one.
    const status = typeof answer === 'number' ? answer : 200;
    fetchMock.mockResolvedValueOnce({ status, ok: status === 200, json: async () => answer });
  }
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('/status', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('a fresh document – every part with its state, the claim window, the operators note; read from /status.json only', async () => {
    const fetchMock = serve(documentAt(NOW - 4_000));
    renderWithProviders(<StatusPage />);
    expect(await screen.findByTestId('status-overall')).toHaveTextContent(
      'Some parts are failing; claims may be slower.',
    );
    expect(screen.getByTestId('status-updated')).toHaveTextContent('Updated Nov 29 2026, 11:59 (UTC).');
    expect(screen.queryByTestId('status-stale')).toBeNull();
    expect(screen.getByTestId('status-claims')).toHaveTextContent('Open until Feb 28 2027, 12:00 (UTC).');
    expect(screen.getByTestId('status-api-1')).toHaveTextContent('API (api-1)Failing');
    expect(screen.getByTestId('status-api-2')).toHaveTextContent('Working');
    expect(screen.getByTestId('status-indexer')).toHaveTextContent('4 blocks behind the chain');
    expect(screen.getByTestId('status-relayer')).toHaveTextContent('2 in its queue · 1.5000 BNB of budget left');
    expect(screen.getByTestId('status-rpc-dead.example')).toHaveAttribute('data-ok', 'false');
    expect(screen.getByTestId('status-chain-head')).toHaveTextContent('Block 1234');
    expect(screen.getByTestId('status-incident')).toHaveTextContent('One API instance is down; claims still work.');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/status.json']);
  });

  it('a document older than 30 s – "Status not updated since …" with its time, the figures still shown', async () => {
    serve(documentAt(NOW - 31_000));
    renderWithProviders(<StatusPage />);
    expect(await screen.findByTestId('status-stale')).toHaveTextContent(
      'Status not updated since Nov 29 2026, 11:59 (UTC).',
    );
    expect(screen.getByTestId('status-claims')).toBeInTheDocument();
  });

  it.each([
    [
      'before the opening',
      { state: 'not-open', opensAt: '2026-12-01T10:00:00.000Z', closesAt: null },
      'Claims open on Dec 01 2026, 10:00 (UTC).',
    ],
    [
      'after the deadline',
      { state: 'closed', opensAt: '2026-11-01T10:00:00.000Z', closesAt: '2026-11-20T10:00:00.000Z' },
      'Claims closed on Nov 20 2026, 10:00 (UTC).',
    ],
    ['paused', { state: 'paused', opensAt: '2026-11-01T10:00:00.000Z', closesAt: null }, 'Paused by the operator.'],
    [
      'the chain unreadable',
      { state: 'unknown', opensAt: null, closesAt: null },
      'Unknown: the chain could not be read.',
    ],
  ] as const)('claims %s – says so', async (_name, claims, text) => {
    serve(documentAt(NOW - 1_000, { claims: { ...claims } }));
    renderWithProviders(<StatusPage />);
    expect(await screen.findByTestId('status-claims')).toHaveTextContent(text);
  });

  it('no document yet (404) – says the status is not available, with a retry that reads again; never a figure', async () => {
    const fetchMock = serve(404, 404, documentAt(NOW - 1_000));
    renderWithProviders(<StatusPage />);
    const error = await screen.findByTestId('status-error', undefined, { timeout: 5_000 });
    expect(error).toHaveTextContent('The status is not available yet. Please try again in a minute.');
    expect(screen.queryByTestId('status-overall')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'RETRY' }));
    expect(await screen.findByTestId('status-overall')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('the file answering 500 – an error with a retry, not half a page', async () => {
    serve(500, 500);
    renderWithProviders(<StatusPage />);
    expect(await screen.findByTestId('status-error', undefined, { timeout: 5_000 })).toHaveTextContent(
      'The status could not be read.',
    );
  });

  it('axe (WCAG 2.1 A/AA structure) – no violations', async () => {
    serve(documentAt(NOW - 40_000));
    renderWithProviders(<StatusPage />);
    await screen.findByTestId('status-stale');
    expect(await axeViolations()).toEqual([]);
  });
});
