import { t } from '@gm-claim/web-core-i18n';
import { checkRecipient, recipientKind } from './recipient';

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CONTRACTS = ['0x00000000000000000000000000000000000000c1', '0x00000000000000000000000000000000000000A1'];

describe('checkRecipient (Send to another address)', () => {
  it('takes a checksummed address as typed, and an all-lowercase or all-uppercase one in its checksummed form', () => {
    expect(checkRecipient(CHECKSUMMED, CONTRACTS)).toEqual({ ok: true, address: CHECKSUMMED });
    expect(checkRecipient(` ${CHECKSUMMED.toLowerCase()} `, CONTRACTS)).toEqual({ ok: true, address: CHECKSUMMED });
    expect(checkRecipient(`0x${CHECKSUMMED.slice(2).toUpperCase()}`, CONTRACTS)).toEqual({
      ok: true,
      address: CHECKSUMMED,
    });
  });

  it('refuses a mixed-case address whose EIP-55 checksum is wrong (one letter of the wrong case)', () => {
    const wrong = CHECKSUMMED.replace('C51812', 'c51812');
    expect(checkRecipient(wrong, CONTRACTS)).toEqual({ ok: false, message: t('sponsored.recipientChecksum') });
  });

  it('refuses empty input, a short or non-hex string, the zero address and the contracts, each with its text', () => {
    expect(checkRecipient('  ', CONTRACTS)).toEqual({ ok: false, message: t('sponsored.recipientEmpty') });
    expect(checkRecipient('0x1234', CONTRACTS)).toEqual({ ok: false, message: t('sponsored.recipientFormat') });
    expect(checkRecipient(`0x${'g'.repeat(40)}`, CONTRACTS)).toEqual({ ok: false, message: t('sponsored.recipientFormat') });
    expect(checkRecipient('vitalik.eth', CONTRACTS)).toEqual({ ok: false, message: t('sponsored.recipientFormat') });
    expect(checkRecipient(`0x${'0'.repeat(40)}`, CONTRACTS)).toEqual({ ok: false, message: t('sponsored.recipientZero') });
    expect(checkRecipient('0x00000000000000000000000000000000000000C1', CONTRACTS)).toEqual({
      ok: false,
      message: t('sponsored.recipientContract'),
    });
    expect(checkRecipient('0x00000000000000000000000000000000000000a1', CONTRACTS)).toEqual({
      ok: false,
      message: t('sponsored.recipientContract'),
    });
  });
});

describe('recipientKind (the warning for a contract that is not a known smart account)', () => {
  it('an account without code is a plain account', () => {
    expect(recipientKind('0x')).toBe('account');
  });
  it('a Safe proxy (it answers masterCopy() 0xa619486e from its own code) and an EIP-7702 account are known', () => {
    const safeProxy =
      '0x608060405273ffffffffffffffffffffffffffffffffffffffff600054167fa619486e0000000000000000000000000000000000000000000000000000000060003514156050578060005260206000f35b3660008037600080366000845af43d6000803e60008114156070573d6000fd5b3d6000f3fea2646970667358221220';
    expect(recipientKind(safeProxy)).toBe('smart-account');
    expect(recipientKind(`0xef0100${'ab'.repeat(20)}`)).toBe('smart-account');
  });
  it('any other contract is unknown (the token, a DEX pair, …)', () => {
    expect(recipientKind('0x6080604052348015600f57600080fd5b50')).toBe('unknown-contract');
  });
});
