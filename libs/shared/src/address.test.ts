import { isWalletAddress, shortenAddress } from './address';

describe('shortenAddress', () => {
  it('address – first 4 characters, an ellipsis, last 4 characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x12…abcd');
  });

  it('short string – returned as is', () => {
    expect(shortenAddress('0x12ab')).toBe('0x12ab');
  });
});

describe('isWalletAddress', () => {
  it.each([
    ['0x52908400098527886e0f7030069857d2e4169ee7', true],
    ['0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true],
    ['0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
    ['0x52908400098527886e0f7030069857d2e4169ee', false],
    ['52908400098527886e0f7030069857d2e4169ee7', false],
    ['0xg2908400098527886e0f7030069857d2e4169ee7', false],
    ['', false],
  ])('%s – %s', (value, expected) => {
    expect(isWalletAddress(value)).toBe(expected);
  });
});
