import { readStanding, type StandingSources } from './read-standing';

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function sources(overrides: Partial<StandingSources> = {}): StandingSources {
  return {
    hasClaimedAndVested: async () => false,
    lastBet: async () => null,
    missionsCleared: async () => true,
    eligible: async () => true,
    ...overrides,
  };
}

describe('readStanding (where a signed-in wallet stands)', () => {
  it('claimed and vesting', async () => {
    await expect(
      readStanding(
        USER,
        sources({
          hasClaimedAndVested: async () => true,
          lastBet: async () => ({ requestId: 3n, resolved: true, cancelled: false }),
        }),
      ),
    ).resolves.toEqual({ kind: 'claimed' });
  });

  it.each([
    ['pending', { requestId: 7n, resolved: false, cancelled: false }],
    ['resolved, not claimed yet', { requestId: 7n, resolved: true, cancelled: false }],
  ])('a Challenge %s – its status', async (_what, bet) => {
    await expect(readStanding(USER, sources({ lastBet: async () => bet }))).resolves.toEqual({
      kind: 'challenge',
      requestId: '7',
    });
  });

  it.each([
    [true, 'a cancelled Challenge', { requestId: 7n, resolved: false, cancelled: true }],
    [false, 'nothing yet', null],
  ])('missions cleared %s, %s – ready for the choice', async (cleared, _what, bet) => {
    await expect(
      readStanding(USER, sources({ lastBet: async () => bet, missionsCleared: async () => cleared })),
    ).resolves.toEqual({ kind: 'ready', missionsCleared: cleared });
  });

  it('a read that fails fails the standing (no guess)', async () => {
    await expect(
      readStanding(USER, sources({ lastBet: async () => Promise.reject(new Error('down')) })),
    ).rejects.toThrow('down');
  });

  // Issue 20 item 2: a wallet in no list is not placed on the claim choice, even with its missions done.
  it('no allocation (not registered, 0 in the lists), missions cleared – not eligible, VERIFY says so', async () => {
    await expect(readStanding(USER, sources({ eligible: async () => false }))).resolves.toEqual({
      kind: 'not-eligible',
    });
  });

  it('the eligibility lists cannot be read, missions cleared – stays on VERIFY (its panel shows the error and RETRY)', async () => {
    await expect(readStanding(USER, sources({ eligible: async () => 'unknown' }))).resolves.toEqual({
      kind: 'ready',
      missionsCleared: false,
    });
  });
});
