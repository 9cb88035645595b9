import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { persistStore } from '@gm-claim/web-core-state';
import { axeViolations, renderWithProviders } from '@gm-claim/web-core-ui/testing';
import {
  ADDRESS,
  connectTestWallet,
  fakeProvider,
  resetStores,
  type FakeProvider,
} from '@gm-claim/web-core-wallet/testing';
import { tokenFor } from '../testing';
import { AppealsPanel } from './AppealsPanel';

const SIGNATURE = `0x${'22'.repeat(65)}`;
const CLAIMANT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const RECEIVED = {
  id: 3,
  account: CLAIMANT,
  category: 'not_listed',
  state: 'received',
  createdAt: 1_900_000_000,
  decidedAt: null,
  reason: null,
  amount: null,
  listVersion: null,
  text: 'I held GM in May.',
  decidedBy: null,
};

let provider: FakeProvider;
let requests: { url: string; method: string; body: Record<string, unknown> | null }[];

function api(appeals: Record<string, unknown>[]): void {
  requests = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push({
      url: `${url.pathname}${url.search}`,
      method: init?.method ?? 'GET',
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
    });
    if (url.pathname === '/ops/appeals')
      return jsonResponse(200, { appeals, counts: { received: appeals.length, accepted: 0, rejected: 0 } });
    if (url.pathname === '/ops/appeals/3/decision') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return jsonResponse(200, {
        appeal: {
          ...RECEIVED,
          state: body['decision'],
          reason: body['reason'],
          amount: body['amount'] === '0' ? null : body['amount'],
          decidedAt: 1_900_000_500,
          decidedBy: ADDRESS,
        },
      });
    }
    return jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' });
  }) as typeof fetch;
}

describe('/ops appeals', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    provider = fakeProvider({ eth_signTypedData_v4: () => SIGNATURE });
    connectTestWallet({ provider });
    persistStore.getState().actions.signedIn(tokenFor(ADDRESS), 'refresh');
  });

  it('lists the received appeals with their text, and filters by state and category', async () => {
    api([RECEIVED]);
    const user = userEvent.setup();
    renderWithProviders(<AppealsPanel />);
    const item = await screen.findByTestId('ops-appeal-3');
    expect(item).toHaveTextContent('0x70…79C8');
    expect(item).toHaveTextContent('I held GM in May.');
    expect(requests[0]?.url).toBe('/ops/appeals?limit=100&state=received');
    await user.selectOptions(screen.getByLabelText('Category'), 'wrong_amount');
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe('/ops/appeals?limit=100&state=received&category=wrong_amount'),
    );
    await user.selectOptions(screen.getByLabelText('State'), '');
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/ops/appeals?limit=100&category=wrong_amount'));
  });

  it('ACCEPT – the amount in GM and the reason, signed by the operator wallet, sent as base units', async () => {
    api([RECEIVED]);
    const user = userEvent.setup();
    renderWithProviders(<AppealsPanel />);
    const item = await screen.findByTestId('ops-appeal-3');
    await user.type(within(item).getByLabelText('Amount for the next list version (GM)'), '1,500.5');
    await user.type(within(item).getByLabelText('Reason (the claimant sees it)'), 'In the May snapshot.');
    await user.click(within(item).getByRole('button', { name: 'ACCEPT' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.url).toBe('/ops/appeals/3/decision');
    expect(sent?.body).toMatchObject({
      decision: 'accepted',
      amount: '1500500000000000000000',
      reason: 'In the May snapshot.',
      signature: SIGNATURE,
    });
    const signed = provider.calls.find((call) => call.method === 'eth_signTypedData_v4');
    const typed = JSON.parse((signed?.params as string[])[1] as string) as {
      primaryType: string;
      message: Record<string, unknown>;
    };
    expect(typed.primaryType).toBe('AppealDecision');
    expect(typed.message).toMatchObject({ decision: 'accepted', reason: 'In the May snapshot.' });
  });

  it('ACCEPT without an amount, or no reason – says so, nothing signed or sent', async () => {
    api([RECEIVED]);
    const user = userEvent.setup();
    renderWithProviders(<AppealsPanel />);
    const item = await screen.findByTestId('ops-appeal-3');
    await user.click(within(item).getByRole('button', { name: 'REJECT' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Write the reason (at most 500 characters).');
    await user.type(within(item).getByLabelText('Reason (the claimant sees it)'), 'x');
    await user.click(within(item).getByRole('button', { name: 'ACCEPT' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('To accept, enter an amount in GM above 0.');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(provider.calls.some((call) => call.method === 'eth_signTypedData_v4')).toBe(false);
  });

  it('axe (WCAG 2.1 A/AA structure) – no violations', async () => {
    api([
      RECEIVED,
      { ...RECEIVED, id: 4, state: 'rejected', reason: 'No.', decidedAt: 1_900_000_100, decidedBy: ADDRESS },
    ]);
    renderWithProviders(<AppealsPanel />);
    await screen.findByTestId('ops-appeal-4');
    expect(await axeViolations()).toEqual([]);
  });
});
