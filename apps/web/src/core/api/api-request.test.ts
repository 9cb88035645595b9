import { MESSAGES } from '@gm-claim/shared/constants';
import { ApiError, SERVER_UNREACHABLE_MESSAGE, ServerUnreachableError } from '@gm-claim/web-core-errors';
import { persistStore } from '@gm-claim/web-core-state';
import { jsonResponse } from './testing';
import { resetStateStores as resetStores } from '@gm-claim/web-core-state/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { apiRequest } from './api-request';
import { fetchJson } from './fetch-json';

describe('apiRequest', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
  });

  it('sends the bearer header only when a token is stored', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(200, { nonce: 'n' }));
    await apiRequest('/auth/nonce', {}, fetchFn);
    expect(fetchFn.mock.calls[0][1].headers.Authorization).toBeUndefined();
    persistStore.getState().actions.setTokens('abc', 'r');
    await apiRequest('/user/token', {}, fetchFn);
    expect(fetchFn.mock.calls[1][0]).toBe('http://api.test/user/token');
    expect(fetchFn.mock.calls[1][1].headers.Authorization).toBe('Bearer abc');
  });

  it('401 "Access Token expired." refreshes once and retries', async () => {
    persistStore.getState().actions.setTokens('old', 'refresh-1');
    const fetchFn = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse(401, { message: MESSAGES.accessTokenExpired }))
      .mockResolvedValueOnce(jsonResponse(200, { accessToken: 'new', refreshToken: 'refresh-2' }))
      .mockResolvedValueOnce(jsonResponse(200, { tokenInfo: { totalAmount: '1' } }));
    await expect(apiRequest('/user/token', {}, fetchFn)).resolves.toEqual({ tokenInfo: { totalAmount: '1' } });
    expect(fetchFn.mock.calls[1][0]).toBe('http://api.test/auth/refresh');
    expect(fetchFn.mock.calls[2][1].headers.Authorization).toBe('Bearer new');
    expect(persistStore.getState().refresh_token).toBe('refresh-2');
  });

  it('401 "Access Token expired." without a working refresh rejects without a body', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(401, { message: MESSAGES.accessTokenExpired }));
    const error = (await apiRequest('/user/token', {}, fetchFn).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.body).toBeUndefined();
  });

  it('other errors reject with the response body', async () => {
    const body = { message: 'Bad input', code: 'VALIDATION' };
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(400, body));
    const error = (await apiRequest('/x', {}, fetchFn).catch((caught: unknown) => caught)) as ApiError;
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Bad input');
  });

  it.each([
    ['the browser\'s TypeError "Failed to fetch"', new TypeError('Failed to fetch')],
    ['an abort', new DOMException('The user aborted a request.', 'AbortError')],
    ['a timeout', new DOMException('The operation timed out.', 'TimeoutError')],
  ])('no response (%s) rejects with the one "cannot be reached" message', async (_what, failure) => {
    const fetchFn = jest.fn().mockRejectedValue(failure);
    const error = (await apiRequest('/auth/nonce', {}, fetchFn).catch((caught: unknown) => caught)) as ServerUnreachableError;
    expect(error).toBeInstanceOf(ServerUnreachableError);
    expect(error.message).toBe(SERVER_UNREACHABLE_MESSAGE);
    expect(error.shortMessage).toBe('The server cannot be reached. Please try again later.');
    expect(error.cause).toBe(failure);
  });

  it('a connection dropped while the body streams in is unreachable too', async () => {
    const response = { ...jsonResponse(200, {}), text: () => Promise.reject(new TypeError('network error')) } as Response;
    await expect(apiRequest('/user/token', {}, jest.fn().mockResolvedValue(response))).rejects.toThrow(SERVER_UNREACHABLE_MESSAGE);
  });

  it('gives every request a timeout signal', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(200, {}));
    await apiRequest('/auth/nonce', {}, fetchFn);
    expect(fetchFn.mock.calls[0][1].signal).toBeInstanceOf(AbortSignal);
  });

  it('401 "Access Token expired." with the refresh unreachable still rejects without a body', async () => {
    persistStore.getState().actions.setTokens('old', 'refresh-1');
    const fetchFn = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse(401, { message: MESSAGES.accessTokenExpired }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/user/token', {}, fetchFn).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.body).toBeUndefined();
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

});

describe('fetchJson', () => {
  it('throws the message field of the body', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(500, { message: 'Boom' }));
    await expect(fetchJson('/x', undefined, fetchFn)).rejects.toThrow('Boom');
  });

  it('non-OK without a message → names the status', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(502, {}));
    await expect(fetchJson('/x', undefined, fetchFn)).rejects.toThrow('Request failed with status 502');
  });

  it('network failure → the one "cannot be reached" message, not the browser\'s wording', async () => {
    const fetchFn = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchJson('/x', undefined, fetchFn)).rejects.toThrow('The server cannot be reached. Please try again later.');
  });

  it('OK → the parsed body', async () => {
    const fetchFn = jest.fn().mockResolvedValue(jsonResponse(200, { value: 7 }));
    await expect(fetchJson<{ value: number }>('/x', undefined, fetchFn)).resolves.toEqual({ value: 7 });
  });
});
