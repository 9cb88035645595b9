import { keccak256, toUtf8Bytes } from 'ethers';
import { canonicalList, listHash, parseCanonicalList, sortRows } from './canonical-list';

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;

describe('canonical list', () => {
  it('rows in any order – one file, sorted, its keccak256 the listHash; parsed back to the same rows', () => {
    const rows = sortRows([
      { address: B, amount: 2n },
      { address: A, amount: 10n ** 18n },
    ]);
    const list = canonicalList(rows);
    expect(list).toBe(`address,amount\n${A},1000000000000000000\n${B},2\n`);
    expect(listHash(list)).toBe(keccak256(toUtf8Bytes(list)));
    expect(parseCanonicalList(list)).toEqual(rows);
  });

  it('a repeated address or a zero amount – throws', () => {
    expect(() =>
      sortRows([
        { address: A, amount: 1n },
        { address: A, amount: 2n },
      ]),
    ).toThrow('appears twice');
    expect(() => sortRows([{ address: A, amount: 0n }])).toThrow('only positive amounts');
  });

  it.each([
    ['another header', `addr,amount\n${A},1\n`],
    ['no final newline', `address,amount\n${A},1`],
    ['uppercase digits', `address,amount\n0x${'A'.repeat(40)},1\n`],
    ['a leading zero', `address,amount\n${A},01\n`],
    ['CRLF', `address,amount\r\n${A},1\r\n`],
    ['descending addresses', `address,amount\n${B},1\n${A},1\n`],
  ])('a list that is not canonical (%s) – refused', (_name, text) => {
    expect(() => parseCanonicalList(text)).toThrow();
  });
});
