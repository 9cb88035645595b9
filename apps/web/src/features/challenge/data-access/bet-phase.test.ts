import type { Bet } from './bet';
import { betPhase } from './bet-phase';
import { formatElapsed } from '../components/format-elapsed';

const REQUESTED = 1_800_000_000n;
const DAY = 86_400n;

function bet(overrides: Partial<Bet> = {}): Bet {
  return {
    requestId: 42n,
    user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    unit: 10n ** 19n,
    multiple: 2n,
    gain: 0n,
    loss: 0n,
    resolved: false,
    success: false,
    cancelled: false,
    requestedAt: REQUESTED,
    ...overrides,
  };
}

describe('betPhase (from the chain record alone)', () => {
  it('pending within the cancel delay – waiting, elapsed, cancel locked until requestedAt + delay', () => {
    expect(betPhase(bet(), { cancelDelay: DAY }, REQUESTED + 90n)).toEqual({
      phase: 'waiting',
      bet: bet(),
      elapsedSeconds: 90n,
      cancel: { kind: 'locked', availableAt: REQUESTED + DAY },
    });
  });

  it('pending past the cancel delay – the cancel is ready', () => {
    const phase = betPhase(bet(), { cancelDelay: DAY }, REQUESTED + DAY);
    expect(phase).toMatchObject({ phase: 'waiting', cancel: { kind: 'ready', call: 'cancelBet' } });
  });

  it('resolved and cancelled', () => {
    expect(betPhase(bet({ resolved: true, success: true, gain: 20n }), { cancelDelay: DAY }, REQUESTED).phase).toBe(
      'resolved',
    );
    expect(betPhase(bet({ cancelled: true }), { cancelDelay: DAY }, REQUESTED + 2n * DAY).phase).toBe('cancelled');
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
