/** A request id from a path: decimal digits of a uint256, else null (the page says it is not one). */
export function parseRequestId(text: string): bigint | null {
  if (!/^\d{1,78}$/.test(text)) return null;
  const value = BigInt(text);
  return value > 0n && value < 2n ** 256n ? value : null;
}

/** The verifier page of a Challenge. */
export function challengePath(requestId: bigint | string): string {
  return `/challenge/${requestId.toString()}`;
}
