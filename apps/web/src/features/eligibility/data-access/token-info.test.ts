import { EMPTY_TOKEN_INFO } from '@gm-claim/shared/dto/user';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { ApiError, SERVER_UNREACHABLE_MESSAGE } from '@gm-claim/web-core-errors';
import { resetStateStores } from '@gm-claim/web-core-state/testing';
import { getTokenInfoByAddress, tokenInfoErrorMessage } from './token-info';

describe('token info', () => {
  beforeEach(() => {
    resetStateStores();
    testConfig();
  });

  it('token info by address lowercases the address', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(jsonResponse(200, { tokenInfo: { ...EMPTY_TOKEN_INFO, totalAmount: '5' } }));
    global.fetch = fetchMock;
    await expect(getTokenInfoByAddress('0xABCDEF')).resolves.toEqual({ ...EMPTY_TOKEN_INFO, totalAmount: '5' });
    expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/user/tokenByInputAddress?walletAddress=0xabcdef');
  });
});

describe('tokenInfoErrorMessage (docs/product.md#eligibility)', () => {
  it('429 → "Too many requests, please try again later"', () => {
    expect(tokenInfoErrorMessage(new ApiError(429, { message: 'slow down' }, 'slow down'))).toBe(
      'Too many requests, please try again later',
    );
  });
  it('other → the error message', () => {
    expect(tokenInfoErrorMessage(new ApiError(500, {}, 'Server down'))).toBe('Server down');
  });
  it('API unreachable → the one "cannot be reached" message', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await getTokenInfoByAddress('0xabc').catch((caught: unknown) => caught);
    expect(tokenInfoErrorMessage(error)).toBe(SERVER_UNREACHABLE_MESSAGE);
  });
});
