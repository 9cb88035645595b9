export interface BaseErrorOptions {
  details?: string;
  cause?: unknown;
}

/** The web layer's one error base: `shortMessage` is what a toast shows. */
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
  constructor(options: BaseErrorOptions = {}) {
    super('User rejected the request.', options);
  }
}

export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError';
  constructor(shortMessage: string, options: BaseErrorOptions = {}) {
    super(shortMessage, options);
  }
}

/** The chosen injected wallet is not installed. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError';
  constructor(
    readonly walletName: string,
    readonly installUrl: string,
  ) {
    super(`${walletName} is not installed.`);
  }
}

/** A call to the API failed. `body` is the parsed response body, when there is one. */
export class ApiError extends BaseError {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
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
    super(SERVER_UNREACHABLE_MESSAGE, options);
  }
}
