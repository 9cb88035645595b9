import { expect } from 'chai';
import { getAddress, isAddress, parseUnits, solidityPackedKeccak256 } from 'ethers';
import { OwnerTaskError } from '../../tasks/lib/errors.js';
import { parseAddress, parseGm } from '../../tasks/lib/values.js';

describe('CSV values: parseGm and parseAddress', function () {
  it('parses GM amounts as parseUnits(…, 18) does, whole or with decimals', function () {
    for (const text of [
      '0',
      '1',
      '007',
      '1_000_000',
      ' 42 ',
      '1000000000000000000000',
      '12.5',
      '0.000000000000000001',
    ]) {
      expect(parseGm(text, 'amount'), text).to.equal(parseUnits(text.trim().replace(/_/g, ''), 18));
    }
    for (const bad of ['', '-1', '1e3', '1.', '.5', '0x10', '1.0000000000000000001']) {
      expect(() => parseGm(bad, 'amount'), bad).to.throw(OwnerTaskError, /is not a GM amount/);
    }
  });

  it('accepts exactly what isAddress accepts, checksummed, and refuses the zero address', function () {
    const address = getAddress(`0x${solidityPackedKeccak256(['uint256'], [1]).slice(26)}`);
    const badChecksum = address.replace(/[a-f]/, (c) => c.toUpperCase());
    for (const text of [address, address.toLowerCase(), ` ${address} `, `0x${address.slice(2).toUpperCase()}`]) {
      expect(parseAddress(text, 'user')).to.equal(address);
    }
    for (const bad of [undefined, '', 'nope', address.slice(0, 41), badChecksum, `${address}00`]) {
      expect(isAddress(bad?.trim() ?? ''), String(bad)).to.equal(false);
      expect(() => parseAddress(bad, 'user'), String(bad)).to.throw(OwnerTaskError, /user: ".*" is not an address/);
    }
    expect(() => parseAddress(`0x${'0'.repeat(40)}`, 'user')).to.throw(OwnerTaskError, /user: the zero address/);
  });
});
