import { isRangeTooWideError, isRateLimitError } from './rpc-errors';

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
