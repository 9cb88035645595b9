import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { axeViolations, renderWithProviders } from '@gm-claim/web-core-ui/testing';
import {
  ADDRESS,
  OTHER_ADDRESS,
  connectTestWallet,
  fakeProvider,
  resetStores,
  type FakeProvider,
} from '@gm-claim/web-core-wallet/testing';
import { AppealPanel } from './AppealPanel';

const SIGNATURE = `0x${'11'.repeat(65)}`;
const APPEAL = {
  id: 7,
  account: '0x1234567890AbcdEF1234567890aBcdef1234ABcd',
  category: 'not_listed',
  state: 'received',
  createdAt: 1_900_000_000,
  decidedAt: null,
  reason: null,
  amount: null,
  listVersion: null,
};

let provider: FakeProvider;
let posted: Record<string, unknown>[];

/** The API: GET /appeals/:address answers `current` (or `status`), POST /appeals files and answers the new appeal. */
function api(current: Record<string, unknown> | null, status = 200): void {
  posted = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/appeals')) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      return jsonResponse(201, { appeal: { ...APPEAL, category: body['category'], text: body['text'] } });
    }
    if (status !== 200) return jsonResponse(status, { message: 'Internal server error', code: 'INTERNAL_ERROR' });
    return jsonResponse(200, { appeal: current });
  }) as typeof fetch;
}

function connect(address = ADDRESS): void {
  provider = fakeProvider({ eth_signTypedData_v4: () => SIGNATURE, eth_accounts: () => [address] });
  connectTestWallet({ provider, address });
}

describe('AppealPanel', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
  });

  it('no appeal yet – the form: category, a counter, the wallet signs, then "received" on the page', async () => {
    api(null);
    connect();
    const user = userEvent.setup();
    renderWithProviders(<AppealPanel account={ADDRESS} listed={false} />);
    await user.click(await screen.findByRole('button', { name: 'FILE AN APPEAL' }));
    expect(screen.getByRole('radio', { name: 'My wallet is not in the list' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.type(screen.getByLabelText('Explain your case (what you held, when and where)'), 'Held 😀 GM');
    expect(screen.getByTestId('appeal-counter')).toHaveTextContent('9 / 1,000 characters');
    await user.click(screen.getByRole('button', { name: 'SIGN AND SEND' }));
    expect(await screen.findByTestId('appeal-received')).toHaveTextContent('Appeal received on');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ category: 'other', text: 'Held 😀 GM', signature: SIGNATURE });
    const signed = provider.calls.find((call) => call.method === 'eth_signTypedData_v4');
    const typed = JSON.parse((signed?.params as string[])[1] as string) as {
      domain: Record<string, unknown>;
      message: Record<string, unknown>;
    };
    expect(typed.domain).toMatchObject({ name: 'GM Claim Appeals', chainId: '0x38' });
    expect(typed.message).toMatchObject({ category: 'other', text: 'Held 😀 GM' });
    expect(BigInt(typed.message['issuedAt'] as string)).toBe(BigInt(posted[0]?.['issuedAt'] as number));
  });

  it('a text over 1,000 characters – the counter says so and nothing is signed or sent', async () => {
    api(null);
    connect();
    const user = userEvent.setup();
    renderWithProviders(<AppealPanel account={ADDRESS} listed />);
    await user.click(await screen.findByRole('button', { name: 'FILE AN APPEAL' }));
    expect(screen.getByRole('radio', { name: 'My amount is wrong' })).toBeChecked();
    const text = screen.getByLabelText('Explain your case (what you held, when and where)');
    await user.click(text);
    await user.paste('x'.repeat(1001));
    expect(screen.getByTestId('appeal-counter')).toHaveTextContent('1,001 / 1,000 characters');
    await user.click(screen.getByRole('button', { name: 'SIGN AND SEND' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The text is too long: at most 1,000 characters.');
    expect(posted).toHaveLength(0);
    expect(provider.calls.some((call) => call.method === 'eth_signTypedData_v4')).toBe(false);
  });

  it('another wallet connected – says which wallet must sign, no form', async () => {
    api(null);
    connect(OTHER_ADDRESS);
    const user = userEvent.setup();
    renderWithProviders(<AppealPanel account={ADDRESS} listed={false} />);
    await user.click(await screen.findByRole('button', { name: 'FILE AN APPEAL' }));
    expect(screen.getByTestId('appeal-connect')).toHaveTextContent(
      'The connected wallet is not 0x12…abcd: connect 0x12…abcd to file its appeal.',
    );
    expect(screen.queryByTestId('appeal-form')).toBeNull();
  });

  it('accepted – "it will be in the next list version", with the amount and reason; no new appeal offered', async () => {
    api({
      ...APPEAL,
      state: 'accepted',
      decidedAt: 1_900_000_100,
      reason: 'In the May snapshot.',
      amount: '1500000000000000000000',
    });
    renderWithProviders(<AppealPanel account={ADDRESS} listed={false} />);
    const status = await screen.findByTestId('appeal-accepted');
    expect(status).toHaveTextContent('Appeal accepted — it will be in the next list version.');
    expect(status).toHaveTextContent('Amount: 1,500 GM');
    expect(within(status).getByTestId('appeal-reason')).toHaveTextContent('Reason: In the May snapshot.');
    expect(screen.queryByRole('button', { name: /APPEAL/ })).toBeNull();
  });

  it('rejected – the reason, and a new appeal may be filed', async () => {
    api({ ...APPEAL, state: 'rejected', decidedAt: 1_900_000_100, reason: 'Not in the snapshot.' });
    renderWithProviders(<AppealPanel account={ADDRESS} listed={false} />);
    expect(await screen.findByTestId('appeal-rejected')).toHaveTextContent('Appeal rejected.');
    expect(screen.getByTestId('appeal-reason')).toHaveTextContent('Reason: Not in the snapshot.');
    expect(screen.getByRole('button', { name: 'FILE A NEW APPEAL' })).toBeInTheDocument();
  });

  it('the read fails – an error with a retry, never a state that looks like an answer', async () => {
    api(null, 500);
    renderWithProviders(<AppealPanel account={ADDRESS} listed={false} />);
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'FILE AN APPEAL' })).toBeNull();
    expect(screen.queryByTestId('appeal-received')).toBeNull();
  });

  it('axe (WCAG 2.1 A/AA structure) – no violations with the form open', async () => {
    api(null);
    connect();
    const user = userEvent.setup();
    renderWithProviders(<AppealPanel account={ADDRESS} listed={false} />);
    await user.click(await screen.findByRole('button', { name: 'FILE AN APPEAL' }));
    await screen.findByTestId('appeal-form');
    expect(await axeViolations()).toEqual([]);
  });
});
