import { HardhatPluginError } from '@nomicfoundation/hardhat-errors';

const PLUGIN_ID = 'gm-claim-owner-tasks';

/** A task failure the operator can act on: Hardhat prints its message without a stack trace. */
export class OwnerTaskError extends HardhatPluginError {
  constructor(message: string, cause?: Error) {
    super(PLUGIN_ID, message, cause);
  }
}

interface RevertLike {
  revert?: { name: string; args: readonly unknown[] } | null;
  data?: string | null;
  shortMessage?: string;
  message?: string;
}

interface ErrorDecoder {
  parseError(data: string): { name: string; args: readonly unknown[] } | null;
}

const formatCustomError = (name: string, args: readonly unknown[]): string =>
  `${name}(${args.map((arg) => String(arg)).join(', ')})`;

/**
 * The custom error of a reverted call (`GMChallenge_ZeroAmount()`): from ethers' decoded `revert`, the
 * revert data decoded with the contract's ABI, or the node's message; else the provider's short message.
 */
export function describeRevert(error: unknown, decoder?: ErrorDecoder): string {
  const candidate = error as RevertLike;
  if (candidate.revert) return formatCustomError(candidate.revert.name, candidate.revert.args);
  if (decoder && typeof candidate.data === 'string' && candidate.data.length >= 10) {
    try {
      const parsed = decoder.parseError(candidate.data);
      if (parsed) return formatCustomError(parsed.name, parsed.args);
    } catch {
      // not one of the contract's errors
    }
  }
  const message = candidate.message ?? String(error);
  const custom = /reverted with custom error '([^']+)'/.exec(message);
  if (custom) return custom[1];
  return candidate.shortMessage ?? message;
}
