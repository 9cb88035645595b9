import { formatFixedDecimals, formatTokenAmount, parseTokenAmount, tokens } from './amount';

const E18 = 10n ** 18n;

describe('formatTokenAmount', () => {
  it.each([
    [0n, '0'],
    [E18, '1'],
    [1_234_567n * E18, '1,234,567'],
    [E18 + E18 / 2n, '1.50'],
    [(1999n * E18) / 1000n, '1.99'],
    [E18 / 1000n, '0.00'],
    [-(2n * E18 + E18 / 4n), '-2.25'],
  ])('%s base units – shows %s', (value, expected) => {
    expect(formatTokenAmount(value)).toBe(expected);
  });

  it('decimal string input – same as bigint input', () => {
    expect(formatTokenAmount('1234500000000000000000')).toBe('1,234.50');
  });

  it('amount above 2^53 – stays exact (never through a JS number)', () => {
    const huge = 123_456_789_012_345_678_901n * E18 + 7n * (E18 / 100n);
    expect(formatTokenAmount(huge)).toBe('123,456,789,012,345,678,901.07');
  });

  it('third decimal – is truncated, never rounded up', () => {
    expect(formatTokenAmount((E18 * 2999n) / 1000n)).toBe('2.99');
  });

  it('missing value – shows 0', () => {
    expect(formatTokenAmount(undefined)).toBe('0');
    expect(formatTokenAmount(null)).toBe('0');
    expect(formatTokenAmount('')).toBe('0');
  });

  it('non-integer string – throws a TypeError', () => {
    expect(() => formatTokenAmount('1.5')).toThrow(TypeError);
    expect(() => formatTokenAmount('abc')).toThrow(TypeError);
  });
});

describe('formatFixedDecimals', () => {
  it('VRF fee – shows 8 decimals, truncated', () => {
    expect(formatFixedDecimals(5_123_456_789_999_999n, 8)).toBe('0.00512345');
    expect(formatFixedDecimals(0n, 8)).toBe('0.00000000');
  });

  it('out-of-range decimals – throws', () => {
    expect(() => formatFixedDecimals(1n, 19)).toThrow(RangeError);
  });
});

describe('parseTokenAmount', () => {
  it('human decimals – become 18-decimal base units', () => {
    expect(parseTokenAmount('10')).toBe(10n * E18);
    expect(parseTokenAmount('1,000.5')).toBe(1000n * E18 + E18 / 2n);
    expect(parseTokenAmount('0.000000000000000001')).toBe(1n);
  });

  it('bad input – throws', () => {
    expect(() => parseTokenAmount('1e5')).toThrow(TypeError);
    expect(() => parseTokenAmount('0.0000000000000000001')).toThrow(RangeError);
  });

  it('round trip – format(parse(x)) keeps two decimals', () => {
    expect(formatTokenAmount(parseTokenAmount('12345.67'))).toBe('12,345.67');
  });

  it('tokens – whole tokens to base units', () => {
    expect(tokens(10)).toBe(10n * E18);
  });
});
