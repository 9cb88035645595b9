import { t } from '@gm-claim/web-core-i18n';
export interface BaseErrorOptions {
  details?: string;
  cause?: unknown;
}

/** The web layer's one error base: `shortMessage` is what the user reads (a toast, an error panel). */
export class BaseError extends Error {
  override name = 'BaseError';
  readonly shortMessage: string;
  readonly details: string | undefined;

  constructor(shortMessage: string, options: BaseErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, { cause: options.cause });
    this.shortMessage = shortMessage;
    this.details = options.details;
  }
}

export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError';
  /** EIP-1193 "User Rejected Request". */
  readonly code = 4001;

  constructor(options: BaseErrorOptions = {}) {
    super(t('error.rejected'), options);
  }
}

export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError';
}

/** The chosen injected wallet is not installed. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError';

  constructor(
    readonly walletName: string,
    readonly installUrl: string,
  ) {
    super(t('error.notInstalled', { wallet: walletName }));
  }
}

/** The wallet refused or failed a request with an EIP-1193 / JSON-RPC error code. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError';

  constructor(
    readonly code: number | string | undefined,
    shortMessage: string,
    options: BaseErrorOptions = {},
  ) {
    super(shortMessage, options);
  }
}

/**
 * A call to the API failed. `status` is the HTTP status, `code` the API's stable error code when the
 * body carried one, `body` the parsed response body when there is one.
 */
export class ApiError extends BaseError {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** What the user sees when the API does not answer at all (no connection, aborted, timed out). */
export const SERVER_UNREACHABLE_MESSAGE = 'The server cannot be reached. Please try again later.';

/** The API gave no response: the request failed on the network, was aborted or timed out. */
export class ServerUnreachableError extends BaseError {
  override name = 'ServerUnreachableError';

  constructor(options: BaseErrorOptions = {}) {
    super(t('error.serverUnreachable'), options);
  }
}

/** The API answered with a body the shared DTO schema does not accept. */
export class UnexpectedResponseError extends BaseError {
  override name = 'UnexpectedResponseError';

  constructor(
    readonly path: string,
    options: BaseErrorOptions = {},
  ) {
    super(t('error.unexpectedAnswer'), options);
  }
}

/** What the user sees when no blockchain node answers a read. */
export const CHAIN_UNREACHABLE_MESSAGE = 'The blockchain cannot be reached right now. Please try again.';

/** No RPC node answered (refused, timed out, or answered with a transport error). */
export class ChainUnreachableError extends BaseError {
  override name = 'ChainUnreachableError';

  constructor(options: BaseErrorOptions = {}) {
    super(t('error.chainUnreachable'), options);
  }
}

/**
 * A contract call reverted. `errorName` is the decoded custom error (`GMChallenge_BetPending`, …, or
 * `Error` / `Panic`), `args` its arguments; `shortMessage` its plain-words text from the catalogue.
 */
export class ContractRevertError extends BaseError {
  override name = 'ContractRevertError';

  constructor(
    readonly errorName: string,
    readonly args: readonly unknown[],
    shortMessage: string,
    options: BaseErrorOptions = {},
  ) {
    super(shortMessage, options);
  }
}

/** A chain read came back without a usable value (reverted, or not decodable). */
export class ContractReadError extends BaseError {
  override name = 'ContractReadError';

  constructor(
    readonly call: string,
    options: BaseErrorOptions = {},
  ) {
    super(t('error.readFailed'), options);
  }
}

/** A transaction was sent but no receipt arrived in time. */
export class TransactionTimeoutError extends BaseError {
  override name = 'TransactionTimeoutError';

  constructor(
    readonly hash: string,
    options: BaseErrorOptions = {},
  ) {
    super(t('error.txSlow'), options);
  }
}

/** Whether an error, or one of its causes, is a node that did not answer in time (ethers' TIMEOUT). */
function timedOut(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    if ((current as { code?: unknown }).code === 'TIMEOUT') return true;
    if (current instanceof Error && /\btime(d)?[ -]?out\b/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether a failed read is tried once more (react-query's `retry`). Not when the blockchain could not be
 * reached because the nodes did not answer in time: the read provider has already given every configured
 * node its 7 s (docs/product.md#numbers) and moved on, so asking again would only double the wait before
 * the error and its RETRY show. A node that answered with an error (429, refused, a transport error) is
 * asked once more, as a public node's passing rate limit usually clears at once.
 */
export function retryRead(failureCount: number, error: Error): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof ChainUnreachableError && timedOut(error));
}
