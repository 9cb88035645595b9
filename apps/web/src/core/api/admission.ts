/**
 * The waiting room's pass and ticket (issue 34 §3, docs/product.md#waiting-room), kept in
 * localStorage so a reload asks the API about the same ticket instead of joining again. The API
 * client sends the pass with every request and keeps the renewed one an answer carries; a 429
 * WAITING_ROOM (no pass, or one that lapsed, during overload) tells the waiting room to take over.
 */
export const ADMISSION_PASS_KEY = 'gm-claim:admission-pass';
export const QUEUE_TICKET_KEY = 'gm-claim:queue-ticket';

export interface Admission {
  /** The stored pass, unless it has expired (its expiry is in its signed body). */
  pass(): string | null;
  passReceived(pass: string): void;
  ticket(): string | null;
  ticketReceived(ticket: string): void;
  ticketDropped(): void;
  /** The API refused a claim-flow request for want of a pass: the waiting room takes over. */
  required(): void;
  onRequired(listener: () => void): () => void;
}

/** The expiry (ms) in a pass's body, or null when it cannot be read. */
export function passExpiry(pass: string): number | null {
  const body = pass.split('.')[0];
  if (!body) return null;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { k?: unknown; e?: unknown };
    return claims.k === 'p' && typeof claims.e === 'number' ? claims.e : null;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createAdmission(now: () => number = Date.now): Admission {
  const listeners = new Set<() => void>();
  const read = (key: string): string | null => storage()?.getItem(key) ?? null;
  const write = (key: string, value: string | null): void => {
    try {
      if (value === null) storage()?.removeItem(key);
      else storage()?.setItem(key, value);
    } catch {
      // storage full or refused: the API still decides; a reload joins again
    }
  };
  return {
    pass() {
      const pass = read(ADMISSION_PASS_KEY);
      if (pass === null) return null;
      const expiry = passExpiry(pass);
      if (expiry === null || expiry <= now()) {
        write(ADMISSION_PASS_KEY, null);
        return null;
      }
      return pass;
    },
    passReceived: (pass) => write(ADMISSION_PASS_KEY, pass),
    ticket: () => read(QUEUE_TICKET_KEY),
    ticketReceived: (ticket) => write(QUEUE_TICKET_KEY, ticket),
    ticketDropped: () => write(QUEUE_TICKET_KEY, null),
    required() {
      write(ADMISSION_PASS_KEY, null);
      listeners.forEach((listener) => listener());
    },
    onRequired(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one admission (the API client and the waiting room share it). */
export const admission: Admission = createAdmission();
