import { formatUtcDate } from './date';

describe('formatUtcDate', () => {
  it('unix seconds – "MMM dd yyyy, HH:mm (UTC)"', () => {
    expect(formatUtcDate(Date.UTC(2026, 0, 5, 14, 3) / 1000)).toBe('Jan 05 2026, 14:03 (UTC)');
  });

  it('bigint seconds and Date – same format, always UTC', () => {
    expect(formatUtcDate(BigInt(Date.UTC(2025, 11, 31, 23, 59) / 1000))).toBe('Dec 31 2025, 23:59 (UTC)');
    expect(formatUtcDate(new Date(Date.UTC(2024, 1, 29, 0, 0)))).toBe('Feb 29 2024, 00:00 (UTC)');
  });

  it('invalid date – throws', () => {
    expect(() => formatUtcDate(Number.NaN)).toThrow(RangeError);
  });
});
