import { gmChallengeAbi, gmTokenAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
import {
  BaseError,
  ChainUnreachableError,
  ContractReadError,
  ContractRevertError,
  contractErrorMessage,
  toWalletError,
} from '@gm-claim/web-core-errors';
import { interfaceOf } from './contract-call';

/** The ABIs whose custom errors a call of the web app can revert with (a nested call's error bubbles up). */
const ERROR_ABIS = [gmChallengeAbi, gmVestingAbi, gmTokenAbi] as const;

const HEX = /^0x[0-9a-fA-F]*$/;

/**
 * The revert data inside whatever a provider or a wallet threw: ethers puts it on `data`, wallets nest
 * it (`error.data`, `data.data`, `info.error.data`, `data.originalError.data`), some send it in a JSON
 * body. Returns the first hex string of at least a selector's length.
 */
export function findRevertData(error: unknown, depth = 0): string | undefined {
  if (depth > 6 || error === null || error === undefined) return undefined;
  if (typeof error === 'string') {
    if (HEX.test(error) && error.length >= 10) return error;
    if (error.startsWith('{')) {
      try {
        return findRevertData(JSON.parse(error), depth + 1);
      } catch {
        return undefined;
      }
    }
    return undefined;
  }
  if (typeof error !== 'object') return undefined;
  const record = error as Record<string, unknown>;
  for (const key of ['data', 'error', 'info', 'originalError', 'cause', 'body', 'responseBody', 'payload']) {
    const found = findRevertData(record[key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The custom error (or Error(string) / Panic) that revert data names, or null when no ABI knows it. */
export function decodeRevert(data: string): { name: string; args: readonly unknown[] } | null {
  for (const abi of ERROR_ABIS) {
    try {
      const parsed = interfaceOf(abi).parseError(data);
      if (parsed) return { name: parsed.name, args: [...parsed.args] };
    } catch {
      // Malformed arguments for a known selector: try the next ABI, then give up.
    }
  }
  return null;
}

/** A revert decoded into its plain-words error, or null when the error carries no revert data we know. */
export function toContractRevert(error: unknown): ContractRevertError | null {
  const data = findRevertData(error);
  const decoded = data ? decodeRevert(data) : null;
  if (!decoded) return null;
  return new ContractRevertError(decoded.name, decoded.args, contractErrorMessage(decoded.name, decoded.args), {
    details: data,
    cause: error,
  });
}

/**
 * What a failed transaction (or its simulation) shows: the contract's custom error in plain words
 * when the revert data names one, else the wallet's error (EIP-1193 / JSON-RPC codes, docs/product.md#wallet).
 */
export function toTransactionError(error: unknown): BaseError {
  if (error instanceof BaseError) return error;
  const revert = toContractRevert(error);
  if (revert) return revert;
  const wallet = toWalletError(error);
  if (/unknown custom error|execution reverted/i.test(wallet.shortMessage)) {
    return new ContractRevertError('unknown', [], contractErrorMessage('unknown'), { cause: error });
  }
  return wallet;
}

/**
 * What a failed read shows: a reverted call names its contract error; anything else means no node
 * answered usefully (refused, timed out, a transport error) and reads "The blockchain cannot be reached".
 */
export function toReadError(error: unknown, call = 'a chain read'): BaseError {
  if (error instanceof BaseError) return error;
  const revert = toContractRevert(error);
  if (revert) return new ContractReadError(call, { details: revert.shortMessage, cause: revert });
  return new ChainUnreachableError({ details: error instanceof Error ? error.message : String(error), cause: error });
}
