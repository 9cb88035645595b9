export interface RetryOptions {
  /** Attempts in all, the first included (default 4). */
  attempts?: number;
  /** Delay before the second attempt, doubled each time (default 250 ms). */
  initialDelayMs?: number;
  /** Called before each new attempt. */
  onRetry?: (error: unknown, attempt: number) => void;
}

/** Errors worth another attempt: the node or the network failed, not the call itself (a revert never is). */
export function isTransientRpcError(error: unknown, depth = 0): boolean {
  const candidate = error as { code?: unknown; message?: unknown; shortMessage?: unknown; cause?: unknown };
  if (candidate === null || typeof candidate !== 'object') return false;
  if (candidate.code === 'CALL_EXCEPTION' || candidate.code === 'INVALID_ARGUMENT') return false;
  if (
    ['NETWORK_ERROR', 'SERVER_ERROR', 'TIMEOUT', 'ECONNRESET', 'ECONNREFUSED', 'UNKNOWN_ERROR'].includes(
      String(candidate.code),
    )
  )
    return true;
  const text = `${String(candidate.shortMessage ?? '')} ${String(candidate.message ?? '')}`;
  if (
    /ECONNRESET|ECONNREFUSED|EPIPE|socket hang up|fetch failed|Failed to make POST request|timeout|rate limit|429|50[0-4]|bad response|other side closed/i.test(
      text,
    )
  )
    return true;
  return depth < 4 && candidate.cause !== undefined && isTransientRpcError(candidate.cause, depth + 1);
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
