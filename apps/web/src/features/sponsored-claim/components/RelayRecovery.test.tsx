import { t } from '@gm-claim/web-core-i18n';
import { act, screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { SPONSORED_CLAIMS } from '@gm-claim/web-core-config';
import { notify } from '@gm-claim/web-core-ui';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { ADDRESS, connectTestWallet, resetStores } from '@gm-claim/web-core-wallet/testing';
import { followedHere, pendingRelays } from '../data-access/pending';
import { RelayRecovery } from './RelayRecovery';

jest.mock('@gm-claim/web-core-ui', () => ({
  ...jest.requireActual('@gm-claim/web-core-ui'),
  notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
}));

const LOCAL = '0b9f2f5e-4f0e-4b8f-9a43-0c1f2b3c4d5e';
const ELSEWHERE = '6d1c8a2e-1f0b-4e7d-8c3a-5b4a3c2d1e0f';
const SAFE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;

/**
 * The relayer: GET /relay/requests?claimant= answers `open` (or fails), GET /relay/requests/:id says
 * mined. Records every URL asked.
 */
function relayer(open: Array<{ id: string; recipient: string }> | 'down') {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const href = String(url);
    asked.push(href);
    if (href.includes('?claimant=')) {
      if (open === 'down') throw new TypeError('Failed to fetch');
      return jsonResponse(200, {
        requests: open.map((entry) => ({ ...entry, kind: 'vesting.claimViaSig', status: 'submitted', createdAt: '', updatedAt: '' })),
      });
    }
    const id = href.split('/').pop() ?? '';
    return jsonResponse(200, { id, kind: 'vesting.claimViaSig', status: 'mined', txHash: HASH, blockNumber: 9, createdAt: '', updatedAt: '' });
  }) as unknown as typeof fetch;
  return asked;
}


describe('RelayRecovery (a claim without BNB on its way when the page loads)', () => {
  beforeEach(() => {
    resetStores();
    localStorage.clear();
    jest.mocked(notify.success).mockClear();
    jest.mocked(notify.info).mockClear();
    jest.mocked(notify.error).mockClear();
    testConfig({ relayerUrl: '/relay' });
  });

  it('sent from another device – the relayer lists it for this wallet; followed to its block, "Claim confirmed" with its recipient', async () => {
    const asked = relayer([{ id: ELSEWHERE, recipient: SAFE }]);
    connectTestWallet();
    renderWithProviders(<RelayRecovery />);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t('sponsored.relayConfirmedTo', { recipient: SAFE }), { hash: HASH, chainId: 56 }));
    expect(notify.info).toHaveBeenCalledWith(t('sponsored.relayRecovering'));
    expect(asked).toEqual([`/relay/requests?claimant=${encodeURIComponent(ADDRESS)}`, `/relay/requests/${ELSEWHERE}`]);
  });

  it('while it is on its way – the page says so (a status line); gone once it is mined', async () => {
    let mined = false;
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      const href = String(url);
      if (href.includes('?claimant=')) {
        return jsonResponse(200, { requests: [{ id: ELSEWHERE, recipient: SAFE, kind: 'vesting.claimViaSig', status: 'submitted', createdAt: '', updatedAt: '' }] });
      }
      return jsonResponse(200, { id: ELSEWHERE, kind: 'vesting.claimViaSig', status: mined ? 'mined' : 'submitted', txHash: HASH, createdAt: '', updatedAt: '' });
    }) as unknown as typeof fetch;
    connectTestWallet();
    renderWithProviders(<RelayRecovery />);
    expect(await screen.findByRole('status')).toHaveTextContent(t('sponsored.relayOnItsWay'));
    expect(screen.getByTestId('relay-on-its-way')).toHaveTextContent(
      'A claim without BNB from this wallet is on its way. This page shows the result once it is confirmed.',
    );
    mined = true;
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t('sponsored.relayConfirmedTo', { recipient: SAFE }), { hash: HASH, chainId: 56 }), {
      timeout: SPONSORED_CLAIMS.pollMs * 3,
    });
    await waitFor(() => expect(screen.queryByTestId('relay-on-its-way')).not.toBeInTheDocument());
  });

  it('sent from this browser and listed by the relayer too – followed once; the relayer unreachable – this browser\u2019s own still followed', async () => {
    pendingRelays.remember({ id: LOCAL, claimant: ADDRESS.toLowerCase(), kind: 'vesting.claimViaSig', recipient: ADDRESS, at: Date.now() });
    const asked = relayer([{ id: LOCAL, recipient: ADDRESS }]);
    connectTestWallet();
    const { unmount } = renderWithProviders(<RelayRecovery />);
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
    expect(asked.filter((url) => url.endsWith(`/requests/${LOCAL}`))).toHaveLength(1);
    expect(pendingRelays.of(ADDRESS)).toEqual([]);
    unmount();

    jest.mocked(notify.success).mockClear();
    pendingRelays.remember({ id: LOCAL, claimant: ADDRESS.toLowerCase(), kind: 'vesting.claimViaSig', recipient: SAFE, at: Date.now() });
    relayer('down');
    // The list fails; the status read of this browser's own request answers (the fetch mock's second branch).
    const fetchMock = global.fetch as jest.Mock;
    fetchMock.mockImplementation(async (url: RequestInfo | URL) => {
      if (String(url).includes('?claimant=')) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { id: LOCAL, kind: 'vesting.claimViaSig', status: 'mined', txHash: HASH, createdAt: '', updatedAt: '' });
    });
    renderWithProviders(<RelayRecovery />);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t('sponsored.relayConfirmedTo', { recipient: SAFE }), { hash: HASH, chainId: 56 }));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a request this tab already follows (its own claim) – left to that follower: no second toast', async () => {
    act(() => followedHere.add(ELSEWHERE, ADDRESS));
    try {
      const asked = relayer([{ id: ELSEWHERE, recipient: SAFE }]);
      connectTestWallet();
      renderWithProviders(<RelayRecovery />);
      await waitFor(() => expect(asked).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, SPONSORED_CLAIMS.pollMs / 10));
      expect(asked).toEqual([`/relay/requests?claimant=${encodeURIComponent(ADDRESS)}`]);
      expect(notify.info).not.toHaveBeenCalled();
      expect(notify.success).not.toHaveBeenCalled();
    } finally {
      act(() => followedHere.delete(ELSEWHERE));
    }
  });

  it("another wallet's claim followed in this tab (the wallet switched account) – no status line for the connected one", async () => {
    act(() => followedHere.add(ELSEWHERE, SAFE));
    try {
      relayer([]);
      connectTestWallet();
      renderWithProviders(<RelayRecovery />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('relay-on-its-way')).not.toBeInTheDocument();
      act(() => followedHere.add(LOCAL, ADDRESS));
      expect(await screen.findByTestId('relay-on-its-way')).toHaveTextContent(t('sponsored.relayOnItsWay'));
    } finally {
      act(() => {
        followedHere.delete(ELSEWHERE);
        followedHere.delete(LOCAL);
      });
    }
  });

  it('no wallet connected, or no relayer configured – asks nothing', async () => {
    const asked = relayer([{ id: ELSEWHERE, recipient: SAFE }]);
    const { unmount } = renderWithProviders(<RelayRecovery />);
    testConfig({ relayerUrl: undefined });
    unmount();
    connectTestWallet();
    renderWithProviders(<RelayRecovery />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
