import { expect } from 'chai';
import { getAddress, Interface, solidityPackedKeccak256 } from 'ethers';
import { gmChallengeAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { viewCodec } from '../../tasks/lib/jobs/view-codec.js';

const challenge = new Interface(gmChallengeAbi);
const vesting = new Interface(gmVestingAbi);
const probe = new Interface([
  'function small(uint8 a, bool b, address c) view returns (uint8)',
  'function flag(uint256 a) view returns (bool)',
  'function owner() view returns (address)',
]);

/** Deterministic addresses: checksummed, lower-case and upper-case spellings of the same 20 bytes. */
const addresses = Array.from({ length: 50 }, (_, i) =>
  getAddress(`0x${solidityPackedKeccak256(['uint256'], [i]).slice(26)}`),
);
const word = (value: bigint): string => `0x${value.toString(16).padStart(64, '0')}`;

describe('viewCodec: the per-row view codec of the CSV jobs, against ethers', function () {
  it('encodes address, bool and uint arguments exactly as ethers does', function () {
    const count = viewCodec(vesting, 'beneficiaryScheduleCount');
    const ids = viewCodec(vesting, 'beneficiarySchedules');
    const registered = viewCodec(challenge, 'isRegistered');
    const small = viewCodec(probe, 'small');
    for (const [i, address] of addresses.entries()) {
      for (const spelling of [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`]) {
        expect(count.encode([spelling])).to.equal(vesting.encodeFunctionData('beneficiaryScheduleCount', [spelling]));
        expect(registered.encode([spelling])).to.equal(challenge.encodeFunctionData('isRegistered', [spelling]));
        for (const index of [0n, BigInt(i), 2n ** 256n - 1n, i]) {
          expect(ids.encode([spelling, index])).to.equal(
            vesting.encodeFunctionData('beneficiarySchedules', [spelling, index]),
          );
        }
        expect(small.encode([i, i % 2 === 0, spelling])).to.equal(
          probe.encodeFunctionData('small', [i, i % 2 === 0, spelling]),
        );
      }
    }
  });

  it('leaves what it does not take to ethers, errors included', function () {
    const ids = viewCodec(vesting, 'beneficiarySchedules');
    const small = viewCodec(probe, 'small');
    const address = addresses[0] as string;
    const badChecksum = address.replace(/[a-f]/, (c) => c.toUpperCase());
    expect(badChecksum).to.not.equal(address);
    expect(() => ids.encode([badChecksum, 0n])).to.throw(/bad address checksum/);
    expect(() => small.encode([256, true, address])).to.throw(/value out-of-bounds/);
    expect(() => ids.encode([address, -1n])).to.throw(/value out-of-bounds/);
    expect(() => ids.encode([address])).to.throw(/types\/values length mismatch/);
    // Forms the fast path does not take, encoded by ethers all the same.
    expect(ids.encode([address, '7'])).to.equal(vesting.encodeFunctionData('beneficiarySchedules', [address, '7']));
    expect(small.encode([1, 1, address])).to.equal(probe.encodeFunctionData('small', [1, 1, address]));
    const schedule = viewCodec(vesting, 'getVestingSchedule');
    expect(schedule.encode([3n])).to.equal(vesting.encodeFunctionData('getVestingSchedule', [3n]));
  });

  it('decodes bool and uint results exactly as ethers does', function () {
    const registered = viewCodec(challenge, 'isRegistered');
    const count = viewCodec(vesting, 'beneficiaryScheduleCount');
    const small = viewCodec(probe, 'small');
    const flag = viewCodec(probe, 'flag');
    for (const value of [0n, 1n, 2n, 255n, 256n, 2n ** 255n, 2n ** 256n - 1n]) {
      const data = word(value);
      expect(registered.decode(data)).to.equal(challenge.decodeFunctionResult('isRegistered', data)[0]);
      expect(flag.decode(data)).to.equal(probe.decodeFunctionResult('flag', data)[0]);
      expect(count.decode(data)).to.equal(vesting.decodeFunctionResult('beneficiaryScheduleCount', data)[0]);
      expect(small.decode(data)).to.equal(probe.decodeFunctionResult('small', data)[0]);
    }
    // Longer answers, short ones and other result types go through ethers.
    const longer = `${word(5n)}${'00'.repeat(32)}`;
    expect(count.decode(longer)).to.equal(5n);
    expect(() => count.decode('0x')).to.throw(/could not decode result data/);
    const owner = viewCodec(probe, 'owner');
    expect(owner.decode(word(BigInt(addresses[1] as string)))).to.equal(addresses[1]);
  });
});
