import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { modalStore, persistStore } from '@gm-claim/web-core-state';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { ADDRESS, connectTestWallet, resetStores } from '@gm-claim/web-core-wallet/testing';
import { DownloadClaims } from './DownloadClaims';

const CSV =
  'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash\r\n';

function tokenFor(wallet: string): string {
  const part = (value: object): string => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: wallet })}.signature`;
}

/** A fetch that answers 200 with CSV (a header row only). */
function answersCsv(): jest.Mock {
  return jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': 'text/csv' }),
    text: async () => CSV,
  } as Response);
}

function readBlob(blob: Blob): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });
}

function connect(signedIn: boolean): void {
  connectTestWallet({ connectorId: 'test', chainId: 31337 });
  if (signedIn) persistStore.getState().actions.signedIn(tokenFor(ADDRESS), 'refresh');
}

describe('Download my claims (CSV)', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    testConfig();
    resetStores();
    created.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:ledger';
    });
    URL.revokeObjectURL = jest.fn();
    HTMLAnchorElement.prototype.click = jest.fn();
  });

  it('signed in – asks the API for the CSV with the bearer token and saves what it answered', async () => {
    connect(true);
    global.fetch = answersCsv();
    renderWithProviders(<DownloadClaims />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my claims (CSV)' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(new URL(url).pathname + new URL(url).search).toBe('/me/ledger?format=csv');
    expect(init.headers).toMatchObject({ Accept: 'text/csv', Authorization: `Bearer ${tokenFor(ADDRESS)}` });
    expect(await readBlob(created[0]!)).toBe(CSV);
  });

  it('not signed in with this wallet – opens the sign-in, then downloads once signed in, without a second click', async () => {
    connect(false);
    global.fetch = answersCsv();
    renderWithProviders(<DownloadClaims />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my claims (CSV)' }));
    expect(modalStore.getState().modal).toBe('SIGNATURES_MODAL');
    expect(
      screen.getByText('Sign in with this wallet first (SIGN NOW): the download starts once you are signed in.'),
    ).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
    act(() => persistStore.getState().actions.signedIn(tokenFor(ADDRESS), 'refresh'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await readBlob(created[0] as Blob)).toBe(CSV);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('the API cannot answer – says the file could not be downloaded, and saves nothing', async () => {
    connect(true);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<DownloadClaims />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my claims (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your claims could not be downloaded. The server cannot be reached. Please try again later.',
    );
    expect(created).toHaveLength(0);
  });
});
