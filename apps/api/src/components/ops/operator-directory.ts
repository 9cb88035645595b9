import { AppError, serviceUnavailable } from '../../errors';

export type OpsRole = 'configured' | 'owner';

export interface OperatorDirectory {
  /** Why `wallet` may use the cockpit; empty when it may not. */
  rolesOf(wallet: string): Promise<OpsRole[]>;
}

/**
 * Operators are the addresses configured in OPS_ADDRESSES and the contracts' owners, read from the chain at
 * most every `cacheMs` (an ownership transfer takes effect within it). A Safe owning the contracts signs in as
 * the Safe (the sign-in verifies its EIP-1271 signature), so its address is the owner's. When the chain cannot be
 * read, a configured operator still gets in; anyone else gets a 503 rather than a wrong 403.
 */
export function createOperatorDirectory(options: {
  configured: readonly string[];
  readOwners: (() => Promise<string[]>) | undefined;
  cacheMs: number;
  clock?: () => number;
}): OperatorDirectory {
  const clock = options.clock ?? Date.now;
  const configured = new Set(options.configured.map((address) => address.toLowerCase()));
  let owners: { at: number; set: Set<string> } | null = null;
  let reading: Promise<Set<string>> | null = null;

  async function ownerSet(): Promise<Set<string>> {
    if (owners && clock() - owners.at < options.cacheMs) return owners.set;
    const read = options.readOwners;
    if (!read) return new Set();
    reading ??= read()
      .then((list) => {
        const set = new Set(list.map((address) => address.toLowerCase()));
        owners = { at: clock(), set };
        return set;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return {
    async rolesOf(wallet) {
      const address = wallet.toLowerCase();
      const roles: OpsRole[] = configured.has(address) ? ['configured'] : [];
      try {
        if ((await ownerSet()).has(address)) roles.push('owner');
      } catch (error) {
        if (roles.length > 0) return roles;
        if (error instanceof AppError) throw error;
        throw serviceUnavailable(
          "The contracts' owner cannot be read from the chain right now, so operator access cannot be checked. Please try again shortly.",
        );
      }
      return roles;
    },
  };
}
