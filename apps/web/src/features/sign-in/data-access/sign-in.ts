import type { LoginRequest, LoginResponse, NonceResponse } from '@gm-claim/shared';
import { shortMessage, toWalletError } from '@gm-claim/web-core-errors';
import { createSiweMessage, SIWE_STATEMENT } from '@gm-claim/shared/dto/siwe';

/** Everything the sign-in works with, handed in by its hook (tests pass fakes). */
export interface SignInDeps {
  wallet: { address: string; checksummed(address: string): string; signMessage(message: string): Promise<string> };
  chainId: number;
  site: { host: string; origin: string };
  /** Asks the wallet to switch to the configured chain (or add it) first (docs/product.md#wallet). */
  ensureChain(): Promise<void>;
  api: { nonce(): Promise<NonceResponse>; login(request: LoginRequest): Promise<LoginResponse> };
  actions: { signedIn(accessToken: string, refreshToken: string): void; modalClosed(): void };
  disconnect(): Promise<void>;
  notifyError(message: string): void;
  now?: () => Date;
}

/**
 * Sign-in (docs/product.md#sign-in): switch chain, nonce, EIP-4361 message, personal_sign, login. Success stores the
 * tokens and closes the modal; the journey then reads where the wallet stands (missions cleared →
 * METHOD, else VERIFY; a Challenge or a claim → their step). Failure closes the modal, disconnects
 * and shows the error's own message.
 */
export async function signIn(deps: SignInDeps): Promise<boolean> {
  try {
    await deps.ensureChain();
    const { nonce } = await deps.api.nonce();
    // EIP-4361 as libs/shared writes it (the API parses it with the same module); the address checksummed.
    const message = createSiweMessage({
      domain: deps.site.host,
      address: deps.wallet.checksummed(deps.wallet.address),
      statement: SIWE_STATEMENT,
      uri: deps.site.origin,
      version: '1',
      chainId: deps.chainId,
      nonce,
      issuedAt: (deps.now?.() ?? new Date()).toISOString(),
    });
    let signature: string;
    try {
      signature = await deps.wallet.signMessage(message);
    } catch (error) {
      throw toWalletError(error);
    }
    const login = await deps.api.login({ walletAddress: deps.wallet.address, nonce, signature, message });
    deps.actions.signedIn(login.accessToken, login.refreshToken);
    deps.actions.modalClosed();
    return true;
  } catch (error) {
    console.error('Sign-in failed', error);
    deps.actions.modalClosed();
    await deps.disconnect();
    deps.notifyError(shortMessage(error));
    return false;
  }
}
