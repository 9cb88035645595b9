import { EMPTY_TOKEN_INFO } from '@gm-claim/shared/dto/user';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { notify } from '@gm-claim/web-core-ui';
import { renderWithProviders, shownAmounts } from '@gm-claim/web-core-ui/testing';
import { resetStores, signInTestWallet } from '@gm-claim/web-core-wallet/testing';
import { VerifyStepView } from './VerifyStepView';

jest.mock('@gm-claim/web-core-ui', () => ({
  ...jest.requireActual('@gm-claim/web-core-ui'),
  notify: { error: jest.fn(), success: jest.fn() },
}));

const TOKEN_INFO = {
  ...EMPTY_TOKEN_INFO,
  totalAmount: '7000500000000000000000',
  mmToG: '3000000000000000000000',
};

describe('VERIFY (token info read)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    jest.clearAllMocks();
    signInTestWallet();
  });

  it('read – the total and the six sources', async () => {
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(200, { tokenInfo: TOKEN_INFO }));
    renderWithProviders(<VerifyStepView />);
    expect(await screen.findByTestId('total-eligible')).toHaveTextContent('7,000.50 GM');
    expect(screen.getByRole('button', { name: 'CONTINUE TO MISSIONS' })).toBeEnabled();
  });

  it.each([
    [
      429,
      { message: 'Too many requests, please try again later', code: 'RATE_LIMITED' },
      'Too many requests, please try again later',
    ],
    [
      500,
      { message: 'Internal server error', code: 'INTERNAL_ERROR' },
      'Something went wrong on our side. Please try again later.',
    ],
  ])('API answers %i – the error and a retry, no amount (never "0 GM")', async (status, body, text) => {
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(status, body));
    renderWithProviders(<VerifyStepView />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(notify.error).toHaveBeenCalledWith(text);
    expect(screen.queryByTestId('total-eligible')).not.toBeInTheDocument();
    expect(shownAmounts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'CONTINUE TO MISSIONS' })).toBeDisabled();

    (global.fetch as jest.Mock).mockResolvedValue(jsonResponse(200, { tokenInfo: TOKEN_INFO }));
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(screen.getByTestId('total-eligible')).toHaveTextContent('7,000.50 GM'));
  });

  // Issue 20 item 2: the API's sentence, and no way on into missions and a claim of nothing.
  it('a wallet in no eligibility list – says it is not eligible, no "0 GM", no CONTINUE TO MISSIONS', async () => {
    const none = Object.fromEntries(Object.keys(TOKEN_INFO).map((key) => [key, '0']));
    global.fetch = jest.fn((url: string) =>
      Promise.resolve(jsonResponse(200, String(url).includes('/appeals/') ? { appeal: null } : { tokenInfo: none })),
    ) as unknown as typeof fetch;
    renderWithProviders(<VerifyStepView />);
    expect(await screen.findByTestId('not-eligible')).toHaveTextContent(
      'This wallet is not eligible for the GM airdrop.',
    );
    expect(screen.queryByTestId('total-eligible')).not.toBeInTheDocument();
    expect(shownAmounts()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'CONTINUE TO MISSIONS' })).not.toBeInTheDocument();
    // It may appeal (issue 33 §4).
    expect(await screen.findByRole('button', { name: 'FILE AN APPEAL' })).toBeInTheDocument();
  });
});
