import { decideSponsorOffer, formatBnb } from './gas-coverage';

const GWEI = 10n ** 9n;

describe('decideSponsorOffer (does the wallet\u2019s BNB cover the claim\u2019s gas)', () => {
  const gasUnits = 500_000n;
  const gasPriceWei = 3n * GWEI; // need: 0.0015 BNB

  it('covered: the balance pays gas × price, nothing more is offered', () => {
    expect(
      decideSponsorOffer({ balanceWei: 1_500_000n * GWEI, gasPriceWei, gasUnits, relayer: { state: 'accepting' } }),
    ).toEqual({
      kind: 'covered',
      needWei: 1_500_000n * GWEI,
      balanceWei: 1_500_000n * GWEI,
    });
  });

  it('short by one wei, relayer accepting: Claim without BNB is offered', () => {
    expect(
      decideSponsorOffer({ balanceWei: 1_500_000n * GWEI - 1n, gasPriceWei, gasUnits, relayer: { state: 'accepting' } })
        .kind,
    ).toBe('offer');
    expect(decideSponsorOffer({ balanceWei: 0n, gasPriceWei, gasUnits, relayer: { state: 'accepting' } })).toEqual({
      kind: 'offer',
      needWei: 1_500_000n * GWEI,
      balanceWei: 0n,
    });
  });

  it('short, relayer paused (budget spent, gas over its ceiling), unreachable or not configured: unavailable, with why', () => {
    for (const relayer of [
      { state: 'paused', reason: 'The sponsoring budget is spent for: PUBLIC.' },
      { state: 'unreachable' },
      { state: 'not-configured' },
    ] as const) {
      expect(decideSponsorOffer({ balanceWei: 0n, gasPriceWei, gasUnits, relayer })).toEqual({
        kind: 'unavailable',
        needWei: 1_500_000n * GWEI,
        balanceWei: 0n,
        reason: relayer,
      });
    }
  });

  it('an unread balance or gas price is unknown: never taken for 0 BNB or for enough', () => {
    expect(
      decideSponsorOffer({ balanceWei: undefined, gasPriceWei, gasUnits, relayer: { state: 'accepting' } }),
    ).toEqual({
      kind: 'unknown',
    });
    expect(
      decideSponsorOffer({ balanceWei: 0n, gasPriceWei: undefined, gasUnits, relayer: { state: 'accepting' } }),
    ).toEqual({
      kind: 'unknown',
    });
  });
});

describe('formatBnb', () => {
  it('shows up to 6 decimals, never a non-zero amount as 0', () => {
    expect(formatBnb(0n)).toBe('0');
    expect(formatBnb(1_500_000n * GWEI)).toBe('0.0015');
    expect(formatBnb(2n * 10n ** 18n + 5n * 10n ** 17n)).toBe('2.5');
    expect(formatBnb(7n)).toBe('0.000001');
  });
});
