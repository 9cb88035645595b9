import { getAddress } from 'ethers';
import { classifyAccountCode, delegateOf, KNOWN_GOOD_DELEGATES, KNOWN_SWEEPER_DELEGATES } from './eip7702';

const designator = (delegate: string): string => `0xef0100${delegate.slice(2)}`;
const OTHER = '0x1111111111111111111111111111111111111111';

describe('EIP-7702 delegations (issue 37 §2)', () => {
  it('reads the delegate out of 0xef0100 ‖ address, whatever the case, and nothing out of other code', () => {
    expect(delegateOf(designator('0xABCDEFabcdef0000000000000000000000000001'))).toBe('0xabcdefabcdef0000000000000000000000000001');
    expect(delegateOf('0x')).toBeNull();
    expect(delegateOf('0x6080604052')).toBeNull();
    expect(delegateOf(`${designator(OTHER)}00`)).toBeNull();
  });

  it('classifies: none, a contract, a known smart account, a known sweeper, one the operator listed, an unknown delegate', () => {
    expect(classifyAccountCode('0x')).toEqual({ kind: 'none' });
    expect(classifyAccountCode('0x6080604052')).toEqual({ kind: 'contract' });
    const metamask = KNOWN_GOOD_DELEGATES[0]!.address;
    expect(classifyAccountCode(designator(getAddress(metamask)))).toMatchObject({ kind: 'known-good', delegate: metamask });
    const sweeper = KNOWN_SWEEPER_DELEGATES[0]!.address;
    expect(classifyAccountCode(designator(sweeper))).toMatchObject({ kind: 'sweeper', delegate: sweeper });
    expect(classifyAccountCode(designator(OTHER), [getAddress(OTHER)])).toMatchObject({ kind: 'sweeper', delegate: OTHER });
    expect(classifyAccountCode(designator(OTHER))).toEqual({ kind: 'unknown', delegate: OTHER });
  });

  it('every listed address is lowercase, valid, in one list only, and says where it was read', () => {
    const all = [...KNOWN_GOOD_DELEGATES, ...KNOWN_SWEEPER_DELEGATES];
    for (const entry of all) {
      expect(entry.address).toBe(getAddress(entry.address).toLowerCase());
      expect(entry.source.length).toBeGreaterThan(20);
    }
    expect(new Set(all.map((entry) => entry.address)).size).toBe(all.length);
  });
});
