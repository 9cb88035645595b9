import { decideSponsorOffer, formatBnb, gasNeed, withMargin } from './gas-coverage';

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

describe('does the balance cover the limit a claim is sent with (issue 37 §3: holdUnits)', () => {
  const gasPriceWei = 1n * GWEI;
  const relayer = { state: 'accepting' } as const;

  it('covers the estimate but not the fixed limit: not covered, both figures kept', () => {
    expect(
      decideSponsorOffer({
        balanceWei: 400_000n * GWEI,
        gasPriceWei,
        gasUnits: 250_000n,
        holdUnits: 800_000n,
        relayer,
      }),
    ).toEqual({ kind: 'offer', needWei: 250_000n * GWEI, balanceWei: 400_000n * GWEI, holdWei: 800_000n * GWEI });
  });

  it('covers the limit: covered; a limit below the estimate changes nothing', () => {
    expect(
      decideSponsorOffer({ balanceWei: 800_000n * GWEI, gasPriceWei, gasUnits: 250_000n, holdUnits: 800_000n, relayer })
        .kind,
    ).toBe('covered');
    expect(
      decideSponsorOffer({
        balanceWei: 250_000n * GWEI,
        gasPriceWei,
        gasUnits: 250_000n,
        holdUnits: 250_000n,
        relayer,
      }),
    ).toEqual({ kind: 'covered', needWei: 250_000n * GWEI, balanceWei: 250_000n * GWEI });
  });
});

describe('gasNeed (the estimates with the margin, and what a wallet must hold to send them)', () => {
  it('the documented 25% margin, rounded up', () => {
    expect(withMargin(100_000n, 25n)).toBe(125_000n);
    expect(withMargin(3n, 25n)).toBe(4n);
  });

  it('without a fixed gas limit (the wallet estimates): the sum of the estimates with the margin', () => {
    expect(gasNeed([200_000n], 25n)).toEqual({ units: 250_000n, holdUnits: 250_000n });
    expect(gasNeed([100_000n, 120_000n], 25n)).toEqual({ units: 275_000n, holdUnits: 275_000n });
  });

  it('sent one after another with 800,000 gas each: the others are paid, the last still needs its whole limit', () => {
    expect(gasNeed([200_000n], 25n, 800_000n)).toEqual({ units: 250_000n, holdUnits: 800_000n });
    // 125,000 + 150,000 + 100,000 = 375,000 spent; before the last: 275,000 + its 800,000 limit.
    expect(gasNeed([100_000n, 120_000n, 80_000n], 25n, 800_000n)).toEqual({ units: 375_000n, holdUnits: 1_075_000n });
  });

  it('estimates above the limit: the sum stays the need (nothing is guessed below the estimates)', () => {
    expect(gasNeed([700_000n, 700_000n], 25n, 800_000n)).toEqual({ units: 1_750_000n, holdUnits: 1_750_000n });
    expect(gasNeed([], 25n, 800_000n)).toEqual({ units: 0n, holdUnits: 0n });
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
