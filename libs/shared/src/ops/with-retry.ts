import { classifyRpcError } from '../rpc/rpc-errors';

export interface RetryOptions {
  /** Attempts in all, the first included (default 4). */
  attempts?: number;
  /** Delay before the second attempt, doubled each time (default 250 ms). */
  initialDelayMs?: number;
  /** Called before each new attempt. */
  onRetry?: (error: unknown, attempt: number) => void;
}

/**
 * Errors worth another attempt: the node or the network failed, or it asked us to slow down — not
 * the call itself (a revert never is) and not a too-wide log range (the same range fails again).
 */
export function isTransientRpcError(error: unknown): boolean {
  const kind = classifyRpcError(error);
  return kind === 'transient' || kind === 'rate-limited';
}

/** Runs `work`, retrying transient RPC failures with exponential back-off; other errors are thrown at once. */
export async function withRetry<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 4;
  let delay = options.initialDelayMs ?? 250;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientRpcError(error)) throw error;
      options.onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
}
