import { fakeChain } from '@gm-claim/web-core-chain/testing';
import { readEligibility } from './read-eligibility';

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ANSWERS = {
  isRegistered: true,
  hasClaimedAndVested: false,
  getEligibleAmount: { total: 1000n, unlock: 100n, vesting: 900n, claimable: 100n },
  vestable: 990n,
  redeemable: 5n,
  availableToBet: 990n,
};

describe('readEligibility', () => {
  it('reads registration and amounts from GMChallenge in one multicall', async () => {
    const chain = fakeChain({ answers: ANSWERS });
    await expect(readEligibility(USER, chain)).resolves.toEqual({
      isRegistered: true,
      hasClaimedAndVested: false,
      total: 1000n,
      unlock: 100n,
      vesting: 900n,
      claimable: 100n,
      vestable: 990n,
      redeemable: 5n,
      availableToBet: 990n,
    });
    expect(chain.calls).toHaveLength(6);
  });

  it('one call failing fails the read – no amount is made up', async () => {
    const chain = fakeChain({ answers: { ...ANSWERS, availableToBet: undefined } });
    await expect(readEligibility(USER, chain)).rejects.toThrow('A value could not be read from the chain.');
  });
});
