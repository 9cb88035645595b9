import { explorerAddressUrl, explorerBlockUrl, explorerTxUrl, vrfExplorerUrl } from './explorer';

const HASH = '0x' + 'ab'.repeat(32);
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('explorer links', () => {
  it('BSC mainnet – bscscan.com pages and the bnb-chain VRF explorer', () => {
    expect(explorerTxUrl(56, HASH)).toBe(`https://bscscan.com/tx/${HASH}`);
    expect(explorerAddressUrl(56, ADDRESS)).toBe(`https://bscscan.com/address/${ADDRESS}`);
    expect(explorerBlockUrl(56, 123n)).toBe('https://bscscan.com/block/123');
    expect(vrfExplorerUrl(56)).toBe('https://vrf.chain.link/bnb-chain');
  });

  it('BSC testnet – testnet.bscscan.com pages', () => {
    expect(explorerTxUrl(97, HASH)).toBe(`https://testnet.bscscan.com/tx/${HASH}`);
    expect(vrfExplorerUrl(97)).toBe('https://vrf.chain.link/bnb-chain-testnet');
  });

  it('local chain – no link at all', () => {
    expect(explorerTxUrl(31337, HASH)).toBeNull();
    expect(explorerAddressUrl(31337, ADDRESS)).toBeNull();
    expect(explorerBlockUrl(31337, 1)).toBeNull();
    expect(vrfExplorerUrl(31337)).toBeNull();
  });
});
