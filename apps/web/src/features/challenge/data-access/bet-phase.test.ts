import { betRecord } from '@gm-claim/web-core-chain/testing';
import type { Bet } from './bet-record';
import { betPhase } from './bet-phase';
import { formatElapsed } from '../components/format-elapsed';

const REQUESTED = 1_800_000_000n;
const DAY = 86_400n;
const TIMING = { cancelDelay: DAY, finalizeDelay: 600n };

function bet(overrides: Partial<Bet> = {}): Bet {
  return betRecord({ requestedAt: REQUESTED, ...overrides });
}

describe('betPhase (from the chain record alone)', () => {
  it('pending within the cancel delay – waiting, elapsed, cancel locked until requestedAt + delay', () => {
    expect(betPhase(bet(), TIMING, REQUESTED + 90n)).toEqual({
      phase: 'waiting',
      bet: bet(),
      elapsedSeconds: 90n,
      cancel: { kind: 'locked', availableAt: REQUESTED + DAY, requested: false },
    });
  });

  it('cancel requested – the second step locked for the finalize delay, then ready', () => {
    const requested = bet({ cancelRequestedAt: REQUESTED + DAY + 5n });
    expect(betPhase(requested, TIMING, REQUESTED + DAY + 6n)).toMatchObject({
      cancel: { kind: 'locked', availableAt: REQUESTED + DAY + 605n, requested: true },
    });
    expect(betPhase(requested, TIMING, REQUESTED + DAY + 605n)).toMatchObject({
      cancel: { kind: 'ready', call: 'cancelBet' },
    });
  });

  it('pending past the cancel delay – the cancel can be requested', () => {
    const phase = betPhase(bet(), TIMING, REQUESTED + DAY);
    expect(phase).toMatchObject({ phase: 'waiting', cancel: { kind: 'ready', call: 'requestCancelBet' } });
  });

  it('resolved and cancelled', () => {
    expect(betPhase(bet({ resolved: true, success: true, gain: 20n }), TIMING, REQUESTED).phase).toBe('resolved');
    expect(betPhase(bet({ cancelled: true }), TIMING, REQUESTED + 2n * DAY).phase).toBe('cancelled');
  });

  it.each([
    [12, '12 s'],
    [249, '4 min 09 s'],
    [7_500, '2 h 05 min'],
    [90_000, '1 d 01 h'],
  ])('elapsed %i s reads "%s"', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
  });
});
