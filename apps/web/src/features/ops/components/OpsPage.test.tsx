import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { modalStore } from '@gm-claim/web-core-state';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { ADDRESS, resetStores } from '@gm-claim/web-core-wallet/testing';
import { connectAs } from '../testing';
import OpsPage from './OpsPage';

const E18 = '000000000000000000';
const INDEX = {
  chainId: 31337,
  indexedBlock: 130,
  chainHead: 132,
  lagBlocks: 2,
  confirmations: 0,
  updatedAt: '2026-11-25T17:00:00.000Z',
};
const STATUS = {
  readAt: 1_795_000_000,
  chainId: 31337,
  blockNumber: 132,
  blockTimestamp: 1_795_000_000,
  challenge: {
    address: '0xc',
    owner: '0x00000000000000000000000000000000000000aa',
    ownerIsContract: true,
    pendingOwner: null,
    signer: '0x00000000000000000000000000000000000000bb',
    signerBalance: '0',
    withdrawAddress: '0x0',
    paused: false,
    cancelDelaySeconds: 86_400,
    callbackGasLimit: 100_000,
    tokenBalance: `2000000${E18}`,
    supply: `1500000${E18}`,
    buffer: `250000${E18}`,
    owed: `900000${E18}`,
    registered: `1200000${E18}`,
    transferred: `710${E18}`,
    unregistered: `300000${E18}`,
    surplus: '0',
    nativeBalance: '0',
    registeredUsers: 2,
    vrfGasPrice: '1000000000',
    vrfPriceOfOneBet: '1234500000000000',
    pendingBets: 1,
    oldestPendingAgeSeconds: 90_000,
    cancellableBets: 1,
    bettingTable: [{ unit: `100${E18}`, multiple: 6, probBps: 1200, lossBps: 9000 }],
  },
  vestings: [
    {
      claimType: 'PUBLIC',
      address: '0xv',
      schedules: 1,
      allocated: `4320${E18}`,
      vested: `720${E18}`,
      claimed: `720${E18}`,
      unclaimed: '0',
      tokenBalance: `3600${E18}`,
    },
  ],
};
const FUNNEL = {
  index: INDEX,
  eligible: { wallets: 3, amount: `11234${E18}` },
  signedIn: { wallets: 5 },
  missionsDone: { wallets: 1 },
  registered: { wallets: 2, amount: `10000${E18}` },
  claimedAndVested: { wallets: 1, paid: `710${E18}`, vested: `4320${E18}` },
  unclaimed: { wallets: 2, amount: `6234${E18}` },
  vestingClaims: [{ claimType: 'PUBLIC', claims: 1, amount: `720${E18}` }],
  challenges: [{ multiple: 2, won: 1, lost: 0, pending: 0, cancelled: 1, paid: `200${E18}`, forfeited: '0' }],
  claimsPerHour: Array.from({ length: 48 }, (_, i) => ({
    hour: 1_794_830_400 + i * 3_600,
    claims: i === 47 ? 2 : 0,
    amount: i === 47 ? `1440${E18}` : '0',
  })),
};
const RISK = {
  index: INDEX,
  buffer: `250000${E18}`,
  cancelDelaySeconds: 86_400,
  runway: {
    x6Stake: `100${E18}`,
    x6WinCost: `500${E18}`,
    x6WinsCovered: 500,
    x6WinsLast24h: 0,
    hoursAtObservedRate: null,
  },
  pending: {
    count: 1,
    oldestAgeSeconds: 90_000,
    pastCancelDelay: 1,
    bets: [
      {
        requestId: '7',
        user: '0x1234567890abcdef1234567890abcdef1234abcd',
        unit: `100${E18}`,
        multiple: 6,
        requestedAt: 1_794_910_000,
        ageSeconds: 90_000,
        pastCancelDelay: true,
      },
    ],
  },
  relayer: { state: 'none' },
};

const NO_APPEALS = { appeals: [], counts: { received: 0, accepted: 0, rejected: 0 } };

function api(answers: Record<string, () => Response>): jest.Mock {
  return jest.fn((url: string) => {
    const path = new URL(url).pathname;
    // The appeals panel (issue 33 §4) and the status page's note (issue 34) read on every cockpit: none unless a
    // test answers otherwise.
    const answer =
      answers[path] ??
      (path === '/ops/appeals'
        ? () => jsonResponse(200, NO_APPEALS)
        : path === '/ops/incident'
          ? () => jsonResponse(200, { incident: null })
          : undefined);
    return Promise.resolve(answer ? answer() : jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' }));
  });
}

/** The API for ADDRESS, a configured operator: `status`, FUNNEL and RISK. */
function operatorApi(status: unknown = STATUS): jest.Mock {
  return api({
    '/ops/me': () => jsonResponse(200, { wallet: ADDRESS, roles: ['configured'] }),
    '/ops/status': () => jsonResponse(200, status),
    '/ops/funnel': () => jsonResponse(200, FUNNEL),
    '/ops/risk': () => jsonResponse(200, RISK),
  });
}

describe('/ops', () => {
  beforeEach(() => {
    testConfig();
    resetStores();
  });

  it('not connected – asks for an operator wallet and shows no figure', async () => {
    global.fetch = jest.fn();
    renderWithProviders(<OpsPage />);
    expect(screen.getByText("Connect an operator's wallet and sign in to open the cockpit.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CONNECT WALLET' }));
    expect(modalStore.getState().modal).toBe('CONNECT_WALLET_MODAL');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('connected, not signed in – asks to sign in (SIGNATURES_MODAL)', async () => {
    connectAs(ADDRESS, false);
    renderWithProviders(<OpsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(modalStore.getState().modal).toBe('SIGNATURES_MODAL');
  });

  it('a wallet the API refuses (403) – says it is not an operator, and asks for nothing else', async () => {
    connectAs(ADDRESS, true);
    global.fetch = api({
      '/ops/me': () =>
        jsonResponse(403, { message: 'This wallet is not an operator of this campaign.', code: 'FORBIDDEN' }),
    });
    renderWithProviders(<OpsPage />);
    expect(await screen.findByTestId('ops-forbidden')).toHaveTextContent(
      'This wallet is not an operator of this campaign.',
    );
    expect(screen.queryByRole('button', { name: 'RETRY' })).not.toBeInTheDocument();
    expect((global.fetch as jest.Mock).mock.calls.map(([url]) => new URL(url as string).pathname)).toEqual(['/ops/me']);
  });

  it('an operator – the funnel, the risk and the contracts, with the claims chart and the stuck bet', async () => {
    connectAs(ADDRESS, true);
    global.fetch = operatorApi();
    renderWithProviders(<OpsPage />);
    expect(await screen.findByTestId('ops-eligible')).toHaveTextContent('3 · 11,234 GM');
    expect(screen.getByTestId('ops-claimed')).toHaveTextContent('1 · 710 GM paid, 4,320 GM vesting');
    expect(screen.getByTestId('ops-unclaimed')).toHaveTextContent('2 · 6,234 GM');
    expect(within(screen.getByTestId('ops-challenges')).getByRole('row', { name: /x2/ })).toHaveTextContent(
      'x21001200 GM0 GM',
    );
    // Each value carries its column's name: on a phone the row is a card, each value under its name.
    const x2 = within(screen.getByTestId('ops-challenges')).getByRole('row', { name: /x2/ });
    expect(
      within(x2)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Won', 'Lost', 'Pending', 'Cancelled', 'GM paid', 'GM forfeited']);
    expect(screen.getByRole('img', { name: /2 claims in the last 48 hours/ })).toBeInTheDocument();
    expect(await screen.findByTestId('ops-runway')).toHaveTextContent(
      'The buffer covers about 500 more x6 wins of 100 GM (500 GM each). No x6 win in the last 24 hours.',
    );
    expect(screen.getByTestId('ops-past-delay')).toHaveTextContent('1');
    expect(
      within(screen.getByTestId('ops-pending-bets')).getByText('1 d 1 h (past the cancel delay)'),
    ).toBeInTheDocument();
    expect(screen.getByText('No relayer is configured for this campaign.')).toBeInTheDocument();
    expect(await screen.findByTestId('ops-buffer')).toHaveTextContent('250,000 GM');
    expect(screen.getByTestId('ops-paused')).toHaveTextContent('Open');
    expect(screen.getByTestId('ops-live')).toHaveTextContent('Live: refreshed every 15 s');
  });

  it('an operator – the claim window (issue 34): opening, deadline in days, unclaimed, the sweep, the list versions', async () => {
    connectAs(ADDRESS, true);
    const status = {
      ...STATUS,
      challenge: {
        ...STATUS.challenge,
        window: {
          state: 'open',
          openAt: STATUS.blockTimestamp - 3_600,
          deadline: STATUS.blockTimestamp + 6 * 86_400,
          missionsGateEndsAt: null,
          unclaimed: `899000${E18}`,
          pendingBetsAmount: `1000${E18}`,
          sweepable: `1749000${E18}`,
        },
        allocationRoots: [
          { version: 1, state: 'active', total: `1000000${E18}`, claimed: `250000${E18}`, activatesAt: 1 },
          {
            version: 2,
            state: 'pending',
            total: `500${E18}`,
            claimed: '0',
            activatesAt: STATUS.blockTimestamp + 3_600,
          },
        ],
      },
    };
    global.fetch = operatorApi(status);
    renderWithProviders(<OpsPage />);
    expect(await screen.findByTestId('ops-window-state')).toHaveTextContent('Open');
    expect(screen.getByTestId('ops-window-opens')).toHaveTextContent('1 h 0 min ago');
    expect(screen.getByTestId('ops-window-deadline')).toHaveTextContent('in 6 d 0 h');
    expect(screen.getByTestId('ops-window-unclaimed')).toHaveTextContent('899,000 GM');
    expect(screen.getByTestId('ops-window-sweepable')).toHaveTextContent('1,749,000 GM');
    expect(screen.getByTestId('ops-unclaimed')).toHaveTextContent('2 · 6,234 GM');
    const roots = screen.getByTestId('ops-allocation-roots');
    expect(within(roots).getByRole('row', { name: /v1/ })).toHaveTextContent('v1Active1,000,000 GM250,000 GM');
    expect(within(roots).getByRole('row', { name: /v2/ })).toHaveTextContent(/v2Pending until .*500 GM0 GM/);
  });

  it('an operator while the chain cannot be read – the contracts panel is an error with RETRY, the funnel stays', async () => {
    connectAs(ADDRESS, true);
    global.fetch = api({
      '/ops/me': () => jsonResponse(200, { wallet: ADDRESS, roles: ['owner'] }),
      '/ops/status': () =>
        jsonResponse(503, {
          message: 'The contracts cannot be read from the chain right now. Please try again shortly.',
          code: 'SERVICE_UNAVAILABLE',
        }),
      '/ops/funnel': () => jsonResponse(200, FUNNEL),
      '/ops/risk': () =>
        jsonResponse(503, {
          message: 'The contracts cannot be read from the chain right now. Please try again shortly.',
          code: 'SERVICE_UNAVAILABLE',
        }),
    });
    renderWithProviders(<OpsPage />);
    expect(await screen.findByTestId('ops-eligible')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'RETRY' })).toHaveLength(2));
    expect(screen.queryByTestId('ops-buffer')).not.toBeInTheDocument();
    expect(screen.getByTestId('ops-live')).toHaveTextContent("signed in as the contracts' owner");
  });

  it('an operator posts the status page note – refused empty at the field, then posted and shown; the clear button removes it', async () => {
    connectAs(ADDRESS, true);
    let shown: { message: string; postedBy: string; postedAt: string } | null = null;
    const posted: unknown[] = [];
    const fetchMock = jest.fn((url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (path === '/ops/me') return Promise.resolve(jsonResponse(200, { wallet: ADDRESS, roles: ['configured'] }));
      if (path === '/ops/funnel') return Promise.resolve(jsonResponse(200, FUNNEL));
      if (path === '/ops/incident' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        shown = { message: 'Claims are slow; we are on it.', postedBy: ADDRESS, postedAt: '2026-11-29T01:00:00.000Z' };
      }
      if (path === '/ops/incident/clear') shown = null;
      if (path.startsWith('/ops/incident')) return Promise.resolve(jsonResponse(200, { incident: shown }));
      return Promise.resolve(jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' }));
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    renderWithProviders(<OpsPage />);
    expect(await screen.findByTestId('ops-incident-none')).toHaveTextContent('No note is shown.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Post the note' }));
    expect(await screen.findByText('Write the note first.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(screen.getByLabelText('Note (up to 500 characters)'), 'Claims are slow; we are on it.');
    await user.click(screen.getByRole('button', { name: 'Post the note' }));
    expect(await screen.findByTestId('ops-incident-current')).toHaveTextContent('Claims are slow; we are on it.');
    expect(posted).toEqual([{ message: 'Claims are slow; we are on it.' }]);
    expect(screen.getByText('Saved. The status page shows it within seconds.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the note' }));
    expect(await screen.findByTestId('ops-incident-none')).toBeInTheDocument();
  });
});
