/** The short, user-facing message of a wallet, contract or API error (ethers' shortMessage first). */
export function shortMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const record = error as { shortMessage?: unknown; reason?: unknown; message?: unknown };
    if (typeof record.shortMessage === 'string' && record.shortMessage) return record.shortMessage;
    if (typeof record.reason === 'string' && record.reason) return record.reason;
    if (typeof record.message === 'string') return record.message;
  }
  return typeof error === 'string' ? error : 'Unknown error';
}
