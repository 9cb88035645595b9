import type { QueueResponse } from '@gm-claim/shared/dto/waiting-room';
import type { Admission } from '@gm-claim/web-core-api';

/**
 * The waiting room's controller (issue 34 §3, docs/product.md#waiting-room), apart from React so it
 * is unit-tested: the journey shows while the room is `open`; `waiting` replaces it until the API
 * admits this claimant, by itself (it asks again when the API says, at most every 5 s).
 */
export interface WaitingFigures {
  ticketNumber: number;
  position: number;
  estimatedWaitSeconds: number;
}

export type RoomState =
  | { phase: 'open' }
  | ({ phase: 'waiting' } & WaitingFigures)
  | { phase: 'error'; error: unknown; retrying: boolean; last: WaitingFigures | null };

export interface RoomDeps {
  enter(ticket: string | undefined): Promise<QueueResponse>;
  admission: Admission;
  setTimer(run: () => void, ms: number): () => void;
}

/** After a failed read while waiting, asked again by itself after this long (RETRY asks at once). */
export const ERROR_RETRY_MS = 5_000;

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function createRoom(deps: RoomDeps, onChange: (state: RoomState) => void) {
  let state: RoomState = { phase: 'open' };
  let cancelTimer: (() => void) | null = null;
  let running = false;
  let stopped = false;

  const set = (next: RoomState): void => {
    // Open stays open without a render (the usual case: admitted at once, or the room unreadable).
    if (next.phase === 'open' && state.phase === 'open') return;
    state = next;
    if (!stopped) onChange(next);
  };
  const schedule = (ms: number): void => {
    cancelTimer?.();
    cancelTimer = deps.setTimer(() => {
      cancelTimer = null;
      void check();
    }, ms);
  };
  const figures = (): WaitingFigures | null =>
    state.phase === 'waiting'
      ? { ticketNumber: state.ticketNumber, position: state.position, estimatedWaitSeconds: state.estimatedWaitSeconds }
      : state.phase === 'error'
        ? state.last
        : null;

  async function check(): Promise<void> {
    if (running || stopped) return;
    running = true;
    const ticket = deps.admission.ticket() ?? undefined;
    try {
      const answer = await deps.enter(ticket);
      if (answer.status === 'admitted') {
        deps.admission.passReceived(answer.pass);
        deps.admission.ticketDropped();
        set({ phase: 'open' });
      } else {
        deps.admission.ticketReceived(answer.ticket);
        set({ phase: 'waiting', ticketNumber: answer.ticketNumber, position: answer.position, estimatedWaitSeconds: answer.estimatedWaitSeconds });
        schedule(answer.checkAfterSeconds * 1000);
      }
    } catch (error) {
      const code = errorCode(error);
      if (ticket && (code === 'INVALID_TICKET' || code === 'TICKET_EXPIRED')) {
        // A ticket the API no longer knows: join again, at once.
        deps.admission.ticketDropped();
        running = false;
        return check();
      }
      const last = figures();
      if (ticket || last) {
        set({ phase: 'error', error, retrying: false, last });
        schedule(ERROR_RETRY_MS);
      } else {
        // Never queued and the room cannot be read: the journey shows; the API's gate decides, and
        // its 429 WAITING_ROOM brings the room back (onRequired).
        set({ phase: 'open' });
      }
    } finally {
      running = false;
    }
  }

  const unsubscribe = deps.admission.onRequired(() => {
    if (state.phase === 'open') void check();
  });

  return {
    state: (): RoomState => state,
    /** On mount: nothing to do with a valid pass; else join (or ask about the kept ticket). */
    start(): Promise<void> {
      if (deps.admission.pass()) return Promise.resolve();
      return check();
    },
    retry(): Promise<void> {
      if (state.phase === 'error') set({ ...state, retrying: true });
      cancelTimer?.();
      return check();
    },
    stop(): void {
      stopped = true;
      cancelTimer?.();
      unsubscribe();
    },
  };
}
