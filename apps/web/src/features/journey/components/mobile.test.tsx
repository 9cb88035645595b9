import { EMPTY_TOKEN_INFO } from '@gm-claim/shared/dto/user';
import { act, screen } from '@testing-library/react';
import { modalStore } from '@gm-claim/web-core-state';
import { flowStore } from '@gm-claim/web-core-state';
import { ADDRESS, resetStores } from '@gm-claim/web-core-wallet/testing';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { renderWithProviders, shownAmounts } from '@gm-claim/web-core-ui/testing';
import { deviceClass } from '@gm-claim/web-core-ui';
import { MobileJourney } from './MobileJourney';

describe('mobile layout', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
  });

  it('device class by user agent', () => {
    expect(deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('desktop');
  });

  it('opens the mobile modal on load; heading and disabled CHECK Eligibility', () => {
    renderWithProviders(<MobileJourney />);
    expect(modalStore.getState().modal).toBe('MOBILE_MODAL');
    expect(
      screen.getByRole('heading', { name: 'Connect Your Wallets and Check Your Eligibility for GM' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CHECK Eligibility' })).toBeDisabled();
  });

  it('VERIFY shows the eligibility of the typed address, sources without any as 0, and the desktop note; scroll resets', async () => {
    global.fetch = jest.fn().mockResolvedValue(
      jsonResponse(200, {
        tokenInfo: { ...EMPTY_TOKEN_INFO, totalAmount: '1500000000000000000000', mmToG: '1000000000000000000000' },
      }),
    );
    renderWithProviders(<MobileJourney />);
    const scroller = screen.getByTestId('mobile-scroller');
    scroller.scrollTop = 300;
    act(() => {
      flowStore.getState().actions.addressChecked(ADDRESS);
    });
    expect(scroller.scrollTop).toBe(0);
    expect(await screen.findByText('1,500 GM')).toBeInTheDocument();
    expect(screen.getByText('TOTAL ELIGIBLE TOKEN')).toBeInTheDocument();
    expect(screen.getByText('Verify Eligibility')).toBeInTheDocument();
    expect(screen.getByText('GM Amount')).toBeInTheDocument();
    const rows = screen
      .getAllByRole('listitem')
      .filter((row) => !row.closest('[data-testid="open-in-wallet-app"]'))
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Mystery Marble1,000',
      'Discord Role0',
      'SpaceKids0',
      'G-Capsule0',
      '$winG0',
      'Community Airdrop0',
    ]);
    expect(
      screen.getByText('For the Best Claim Experience We Recommend You Claim Using Your Desktop'),
    ).toBeInTheDocument();
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toContain(`walletAddress=${ADDRESS.toLowerCase()}`);
  });

  it('the API answers 429 – the product text and a retry, no amount', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        jsonResponse(429, { message: 'Too many requests, please try again later', code: 'RATE_LIMITED' }),
      );
    renderWithProviders(<MobileJourney />);
    act(() => flowStore.getState().actions.addressChecked(ADDRESS));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
    expect(shownAmounts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'RETRY' })).toBeEnabled();
  });

  // Issue 20 item 2: an address in no list is told so, not shown a total of 0 and six rows of 0.
  it('an address with no allocation – "This wallet is not eligible for the GM airdrop.", no rows of 0', async () => {
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(200, { tokenInfo: EMPTY_TOKEN_INFO }));
    renderWithProviders(<MobileJourney />);
    act(() => flowStore.getState().actions.addressChecked(ADDRESS));
    expect(await screen.findByTestId('not-eligible')).toHaveTextContent(
      'This wallet is not eligible for the GM airdrop.',
    );
    expect(screen.queryByTestId('total-eligible')).not.toBeInTheDocument();
    expect(screen.queryByText('Mystery Marble', { selector: 'li span' })).not.toBeInTheDocument();
    expect(shownAmounts()).toEqual([]);
  });
});
