import { createAdmission, ADMISSION_PASS_KEY, QUEUE_TICKET_KEY } from '@gm-claim/web-core-api';
import type { QueueResponse } from '@gm-claim/shared/dto/waiting-room';
import { createRoom, ERROR_RETRY_MS, type RoomState } from './waiting-room';

/** A pass as the API signs it (the web reads only its expiry). */
function pass(expiresInMs: number): string {
  const body = btoa(JSON.stringify({ k: 'p', n: 1, e: Date.now() + expiresInMs })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${body}.mac`;
}

function harness(answers: Array<QueueResponse | Error>) {
  const admission = createAdmission();
  const timers: Array<{ run: () => void; ms: number }> = [];
  const asked: Array<string | undefined> = [];
  const states: RoomState[] = [];
  const room = createRoom(
    {
      admission,
      enter: (ticket) => {
        asked.push(ticket);
        const next = answers.shift();
        if (!next) throw new Error('no answer left');
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
      },
      setTimer: (run, ms) => {
        const timer = { run, ms };
        timers.push(timer);
        return () => timers.splice(timers.indexOf(timer), 1);
      },
    },
    (state) => states.push(state),
  );
  const tick = async () => {
    const timer = timers.shift();
    if (!timer) throw new Error('no timer');
    timer.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return timer.ms;
  };
  return { admission, room, timers, asked, states, tick };
}

const waiting = (ticket: string, position: number, wait: number, checkAfter = Math.min(5, wait)): QueueResponse => ({
  status: 'waiting',
  ticket,
  ticketNumber: 10,
  position,
  estimatedWaitSeconds: wait,
  checkAfterSeconds: checkAfter,
});
const admitted = (p = pass(60_000)): QueueResponse => ({ status: 'admitted', ticketNumber: 10, pass: p, passExpiresAt: new Date().toISOString() });
const apiError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => localStorage.clear());

describe('the waiting room', () => {
  it('outside overload: admitted at once, the journey shows, the pass is kept', async () => {
    const p = pass(60_000);
    const { room, states, admission } = harness([admitted(p)]);
    await room.start();
    expect(room.state()).toEqual({ phase: 'open' });
    expect(states).toEqual([]); // no render: the page shows as it did
    expect(admission.pass()).toBe(p);
  });

  it('with a valid pass, asks nothing', async () => {
    localStorage.setItem(ADMISSION_PASS_KEY, pass(60_000));
    const { room, asked } = harness([]);
    await room.start();
    expect(asked).toEqual([]);
  });

  it('an expired pass is dropped and the room is joined again', async () => {
    localStorage.setItem(ADMISSION_PASS_KEY, pass(-1));
    const { room, asked } = harness([admitted()]);
    await room.start();
    expect(asked).toEqual([undefined]);
    expect(localStorage.getItem(ADMISSION_PASS_KEY)).not.toBeNull();
  });

  it('waits in line, asks again when the API says, and moves on by itself with no action', async () => {
    const { room, states, tick, asked } = harness([waiting('T', 40, 20), waiting('T', 10, 5), admitted()]);
    await room.start();
    expect(states.at(-1)).toMatchObject({ phase: 'waiting', position: 40, estimatedWaitSeconds: 20 });
    expect(localStorage.getItem(QUEUE_TICKET_KEY)).toBe('T');
    expect(await tick()).toBe(5_000);
    expect(states.at(-1)).toMatchObject({ phase: 'waiting', position: 10 });
    await tick();
    expect(room.state()).toEqual({ phase: 'open' });
    expect(asked).toEqual([undefined, 'T', 'T']);
    expect(localStorage.getItem(QUEUE_TICKET_KEY)).toBeNull();
  });

  it('a reload asks about the kept ticket instead of joining again', async () => {
    localStorage.setItem(QUEUE_TICKET_KEY, 'KEPT');
    const { room, asked, states } = harness([waiting('KEPT', 3, 2)]);
    await room.start();
    expect(asked).toEqual(['KEPT']);
    expect(states.at(-1)).toMatchObject({ phase: 'waiting', position: 3 });
  });

  it('a ticket the API refuses (forged, expired) is dropped and the room joined afresh', async () => {
    localStorage.setItem(QUEUE_TICKET_KEY, 'OLD');
    const { room, asked, states } = harness([apiError('TICKET_EXPIRED'), waiting('NEW', 7, 4)]);
    await room.start();
    expect(asked).toEqual(['OLD', undefined]);
    expect(states.at(-1)).toMatchObject({ phase: 'waiting', position: 7 });
    expect(localStorage.getItem(QUEUE_TICKET_KEY)).toBe('NEW');
  });

  it('a failed read while waiting shows an error with the last figures, retries by itself, and RETRY asks at once', async () => {
    const { room, states, tick, timers } = harness([waiting('T', 40, 20), new Error('offline'), new Error('offline'), admitted()]);
    await room.start();
    await tick();
    expect(states.at(-1)).toMatchObject({ phase: 'error', last: { position: 40 } });
    expect(timers[0]?.ms).toBe(ERROR_RETRY_MS);
    await tick();
    expect(states.at(-1)).toMatchObject({ phase: 'error' });
    await room.retry();
    expect(room.state()).toEqual({ phase: 'open' });
  });

  it('never queued and the room cannot be read: the journey shows (the API gate decides)', async () => {
    const { room, states } = harness([new Error('offline')]);
    await room.start();
    expect(room.state()).toEqual({ phase: 'open' });
    expect(states).toEqual([]);
  });

  it('a 429 WAITING_ROOM from the claim flow brings the room back', async () => {
    const { room, states, admission } = harness([admitted(), waiting('T', 5, 3)]);
    await room.start();
    admission.required();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(states.at(-1)).toMatchObject({ phase: 'waiting', position: 5 });
    room.stop();
  });
});
