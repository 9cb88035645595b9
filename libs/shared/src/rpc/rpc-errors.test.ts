import { classifyRpcError, isRangeTooWideError, isRateLimitError } from './rpc-errors';

describe('isRangeTooWideError', () => {
  it.each([
    [-32005, 'limit exceeded'],
    [-32000, 'exceed maximum block range: 5000'],
    [-32602, 'query returned more than 10000 results. Try with this block range [0x1, 0x2].'],
    [-32000, 'block range is too wide'],
    [-32005, 'something the node did not explain'],
    [-32600, 'eth_getLogs is limited to a 1000 blocks range'],
  ])('%s %s – asks for a narrower range', (code, message) => {
    expect(isRangeTooWideError(code, message)).toBe(true);
    expect(isRateLimitError(code, message)).toBe(false);
  });

  it.each([
    [-32005, 'daily request count exceeded, request rate limited'],
    [-32005, 'rate limit reached'],
    [429, 'Too Many Requests'],
  ])('%s %s – is rate limiting, not a range problem', (code, message) => {
    expect(isRangeTooWideError(code, message)).toBe(false);
    expect(isRateLimitError(code, message)).toBe(true);
  });

  it('an unrelated error – neither', () => {
    expect(isRangeTooWideError(-32602, 'invalid argument 0: hex string without 0x prefix')).toBe(false);
    expect(isRateLimitError(-32602, 'invalid argument 0: hex string without 0x prefix')).toBe(false);
  });
});

describe('classifyRpcError (anywhere in an error chain)', () => {
  it.each([
    ['a -32005 under ethers', { code: 'UNKNOWN_ERROR', error: { code: -32005, message: 'limit exceeded' } }],
    [
      "ethers' coalesced message",
      new Error('could not coalesce error (error={ "code": -32005, "message": "exceed maximum block range: 5000" })'),
    ],
    ['a wrapped cause', { shortMessage: 'read failed', cause: new Error('block range is too wide') }],
  ])('%s – range-too-wide', (_name, error) => {
    expect(classifyRpcError(error)).toBe('range-too-wide');
  });

  it.each([
    ['HTTP 429', { code: 429, message: 'Too Many Requests' }],
    ['-32005 that says rate limited', { error: { code: -32005, message: 'daily request count exceeded, request rate limited' } }],
  ])('%s – rate-limited, not a range problem', (_name, error) => {
    expect(classifyRpcError(error)).toBe('rate-limited');
  });

  it.each([
    ['a reset connection', Object.assign(new Error('Failed to make POST request'), { cause: { code: 'ECONNRESET' } })],
    ['a 502', { code: 'SERVER_ERROR', message: 'bad response (status=502)' }],
    ['a time-out', { code: 'TIMEOUT', message: 'request timeout' }],
  ])('%s – transient', (_name, error) => {
    expect(classifyRpcError(error)).toBe('transient');
  });

  it.each([
    ['a revert', Object.assign(new Error('execution reverted'), { code: 'CALL_EXCEPTION' })],
    ['a bad argument', { code: 'INVALID_ARGUMENT', message: 'invalid address' }],
    ['an unrelated error', new Error('boom')],
  ])('%s – permanent', (_name, error) => {
    expect(classifyRpcError(error)).toBe('permanent');
  });
});
