import { MESSAGES } from '@gm-claim/shared/constants';
import { BaseError, ChainNotConfiguredError, UserRejectedRequestError } from './base-error';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}

function codeOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;
}

/**
 * Maps what a wallet throws to the web error types (spec §8): "user rejected" or "connection request
 * reset" (or EIP-1193 code 4001 / ethers ACTION_REJECTED) → UserRejectedRequestError, a missing chain
 * → "No chains found on connector.". Anything else keeps its own message.
 */
export function toWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error;
  const message = messageOf(error);
  const lower = message.toLowerCase();
  const code = codeOf(error);
  if (lower.includes('user rejected') || lower.includes('connection request reset') || code === 4001 || code === 'ACTION_REJECTED') {
    return new UserRejectedRequestError({ details: message, cause: error });
  }
  if (lower.includes('no chains')) return new ChainNotConfiguredError(MESSAGES.noChains, { cause: error });
  const short = error && typeof error === 'object' && 'shortMessage' in error ? String((error as { shortMessage: unknown }).shortMessage) : message;
  return new BaseError(short, { cause: error });
}
