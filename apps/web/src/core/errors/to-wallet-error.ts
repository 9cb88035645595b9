import { BaseError, ChainNotConfiguredError, UserRejectedRequestError, WalletRequestError } from './base-error';
import { walletErrorMessage } from './wallet-error-messages';
import { currentLocale, t } from '@gm-claim/web-core-i18n';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}

/** The codes on an error and on the errors it wraps (ethers puts the wallet's under `error` / `info.error`). */
function codesOf(error: unknown, depth = 0): unknown[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const record = error as {
    code?: unknown;
    error?: unknown;
    info?: { error?: unknown };
    cause?: unknown;
    data?: { originalError?: unknown };
  };
  return [
    record.code,
    ...codesOf(record.error, depth + 1),
    ...codesOf(record.info?.error, depth + 1),
    ...codesOf(record.data?.originalError, depth + 1),
    ...codesOf(record.cause, depth + 1),
  ].filter((code) => code !== undefined);
}

/**
 * Maps what a wallet throws to the web error types (docs/product.md#wallet): "user rejected" or "connection request
 * reset" (or EIP-1193 code 4001 / ethers ACTION_REJECTED) → UserRejectedRequestError, a missing chain
 * → "No chains found on connector.", any other EIP-1193 / JSON-RPC / ethers code we know → its
 * sentence (wallet-error-messages.ts). Anything else keeps its own short message.
 */
export function toWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error;
  const message = messageOf(error);
  const lower = message.toLowerCase();
  const codes = codesOf(error);
  if (
    lower.includes('user rejected') ||
    lower.includes('connection request reset') ||
    codes.includes(4001) ||
    codes.includes('ACTION_REJECTED')
  ) {
    return new UserRejectedRequestError({ details: message, cause: error });
  }
  if (lower.includes('no chains')) return new ChainNotConfiguredError(t('web.noChains'), { cause: error });
  // The innermost numeric code is the wallet's own; ethers' string codes wrap it.
  const known =
    [...codes].reverse().find((code) => typeof code === 'number' && walletErrorMessage(code)) ??
    codes.find((code) => walletErrorMessage(code));
  if (known !== undefined)
    return new WalletRequestError(known as number | string, walletErrorMessage(known) as string, {
      details: message,
      cause: error,
    });
  const short =
    error && typeof error === 'object' && 'shortMessage' in error
      ? String((error as { shortMessage: unknown }).shortMessage)
      : message;
  // A wallet's own words, in whatever language it speaks: framed in the user's language when that is not English.
  if (currentLocale() === 'en') return new BaseError(short, { cause: error });
  return new BaseError(t('wallet.unknownMessage', { message: short }), { details: short, cause: error });
}
