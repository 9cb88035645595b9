import { screen, within } from '@testing-library/react';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { ADDRESS, connectTestWallet, resetStores } from '@gm-claim/web-core-wallet/testing';
import { INDEX, record } from '../testing';
import { MyChallenges } from './MyChallenges';


describe('My Challenges', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
  });

  it('the wallet’s Challenges from the index, each linked to its verifier page', async () => {
    connectTestWallet();
    const fetch = jest.fn().mockResolvedValue(
      jsonResponse(200, {
        index: INDEX,
        user: ADDRESS.toLowerCase(),
        total: 2,
        challenges: [record({ requestId: '43', vrfRequestId: '43', status: 'pending', fulfilment: null }), record()],
        nextCursor: null,
      }),
    );
    global.fetch = fetch;
    renderWithProviders(<MyChallenges />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^100 GM at x2: pending/),
      expect.stringMatching(/^100 GM at x2: won/),
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      '/challenge/43',
    );
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      '/challenge/42',
    );
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`http://api.test/challenges?user=${ADDRESS}&limit=20`);
  });

  it('none yet – says so; the API down – its error and RETRY', async () => {
    connectTestWallet();
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        jsonResponse(200, { index: INDEX, user: ADDRESS.toLowerCase(), total: 0, challenges: [], nextCursor: null }),
      );
    const { unmount } = renderWithProviders(<MyChallenges />);
    expect(await screen.findByText('No Challenge of this wallet is in the index.')).toBeInTheDocument();
    unmount();
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<MyChallenges />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
  });

  it('no wallet – nothing', () => {
    const { container } = renderWithProviders(<MyChallenges />);
    expect(container).toBeEmptyDOMElement();
  });

  // Issue 20 item 1: each result says what it credited, so the list reconciles with the dashboard's
  // "From your Challenge" and the claim & vest.
  it('each resolved Challenge names what it credited – the stake less what was forfeited, or the win', async () => {
    connectTestWallet();
    global.fetch = jest.fn().mockResolvedValue(
      jsonResponse(200, {
        index: INDEX,
        user: ADDRESS.toLowerCase(),
        total: 2,
        challenges: [record({ requestId: '43', vrfRequestId: '43' }, false), record()],
        nextCursor: null,
      }),
    );
    renderWithProviders(<MyChallenges />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('100 GM at x2: lost, 50 GM credited (50 GM forfeited)');
    expect(items[1]).toHaveTextContent('100 GM at x2: won, 200 GM credited (100 GM more than the stake)');
  });
});
