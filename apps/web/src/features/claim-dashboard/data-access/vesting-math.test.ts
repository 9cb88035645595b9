import { formatFixedDecimals, formatTokenAmount, tokens } from '@gm-claim/shared/amount';
import { formatUtcDate } from '@gm-claim/shared/date';
import { shortenAddress } from '@gm-claim/shared/address';
import { progressShares } from './vesting-math';
import { shuffle } from '@gm-claim/web-core-chain';

describe('vesting math (docs/product.md#vesting-pages)', () => {
  it('PUBLIC total is allocation × 10/9 and the TGE 10% counts as claimed', () => {
    const shares = progressShares(true, tokens(900), tokens(150), tokens(150));
    expect(shares.total).toBe(tokens(1000));
    expect(shares.claimed).toBe(tokens(250));
    expect(shares.locked).toBe(tokens(600));
    expect(shares.claimedPercent).toBe(25);
    expect(shares.claimablePercent).toBe(15);
  });

  it('other types use the allocation as is; locked = total − claimable − claimed', () => {
    const shares = progressShares(false, tokens(1000), tokens(100), tokens(200));
    expect(shares).toMatchObject({ total: tokens(1000), claimed: tokens(100), claimable: tokens(200), locked: tokens(700) });
  });
});

describe('formatting used by the screens', () => {
  it('amounts: en-US grouping, two decimals only when a fraction exists', () => {
    expect(formatTokenAmount(tokens(1234567))).toBe('1,234,567');
    expect(formatTokenAmount(tokens(15) / 10n)).toBe('1.50');
    expect(formatTokenAmount(undefined)).toBe('0');
  });
  it('VRF fee with 8 decimals', () => {
    expect(formatFixedDecimals(5_000_000_000_000_000n, 8)).toBe('0.00500000');
  });
  it('addresses 4…4 and dates "MMM dd yyyy, HH:mm (UTC)"', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x12…abcd');
    expect(formatUtcDate(Date.UTC(2026, 0, 5, 14, 3) / 1000)).toBe('Jan 05 2026, 14:03 (UTC)');
  });
  it('shuffles the RPC list without losing nodes', () => {
    const nodes = ['a', 'b', 'c', 'd'];
    const shuffled = shuffle(nodes, () => 0);
    expect(shuffled).toHaveLength(4);
    expect([...shuffled].sort()).toEqual(nodes);
    expect(shuffled).not.toEqual(nodes);
  });
});
