import { randomUUID } from 'node:crypto';
import { parseSiweMessage, SiweParseError, type LoginRequest, type LoginResponse, type RefreshResponse, type SiweMessageFields } from '@gm-claim/shared';
import { getAddress } from 'ethers';
import { AppError } from '../../errors';
import type { AuthRepository } from './auth.repository';
import { recoverPersonalSignAddress } from './recover';
import { hashRefreshToken, newLoginNonce, newRefreshToken, type AccessTokenSigner } from './tokens';

/** Tolerated clock difference between the wallet's machine and the server. */
const CLOCK_SKEW_MS = 60_000;

export interface AuthSettings {
  siweDomain: string;
  /** Origins (scheme://host[:port]) the SIWE URI may point at. */
  siweUriOrigins: readonly string[];
  chainId: number;
  nonceTtlSeconds: number;
  refreshTtlSeconds: number;
}

export interface AuthService {
  issueNonce(): Promise<string>;
  login(request: LoginRequest): Promise<LoginResponse>;
  refresh(refreshToken: string): Promise<RefreshResponse>;
  logout(refreshToken: string): Promise<void>;
}

function parseMessage(message: string): SiweMessageFields {
  try {
    return parseSiweMessage(message);
  } catch (error) {
    if (error instanceof SiweParseError) {
      throw new AppError(400, `The sign-in message is not a valid EIP-4361 message: ${error.message}.`, 'INVALID_SIWE_MESSAGE');
    }
    throw error;
  }
}

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}

/** Every check on the message that needs no database and no cryptography: cheapest first. */
function checkFields(fields: SiweMessageFields, request: LoginRequest, settings: AuthSettings, now: number): void {
  if (fields.address.toLowerCase() !== request.walletAddress.toLowerCase()) {
    throw new AppError(400, 'The sign-in message is for a different wallet address.', 'SIWE_MISMATCH');
  }
  if (fields.nonce !== request.nonce) {
    throw new AppError(400, 'The sign-in message carries a different nonce.', 'SIWE_MISMATCH');
  }
  if (fields.domain !== settings.siweDomain) {
    throw new AppError(401, `The sign-in message is for another site (${fields.domain}).`, 'SIWE_DOMAIN_MISMATCH');
  }
  const origin = originOf(fields.uri);
  if (origin === null || !settings.siweUriOrigins.includes(origin)) {
    throw new AppError(401, 'The sign-in message URI does not belong to this site.', 'SIWE_URI_MISMATCH');
  }
  if (fields.chainId !== settings.chainId) {
    throw new AppError(401, `The sign-in message is for chain ${fields.chainId}, expected ${settings.chainId}.`, 'SIWE_CHAIN_MISMATCH');
  }
  const issuedAt = Date.parse(fields.issuedAt);
  if (issuedAt > now + CLOCK_SKEW_MS) {
    throw new AppError(401, 'The sign-in message is issued in the future.', 'SIWE_NOT_YET_VALID');
  }
  if (issuedAt < now - settings.nonceTtlSeconds * 1000 - CLOCK_SKEW_MS) {
    throw new AppError(401, 'The sign-in message has expired.', 'SIWE_EXPIRED');
  }
  if (fields.expirationTime !== undefined && Date.parse(fields.expirationTime) <= now) {
    throw new AppError(401, 'The sign-in message has expired.', 'SIWE_EXPIRED');
  }
  if (fields.notBefore !== undefined && Date.parse(fields.notBefore) > now + CLOCK_SKEW_MS) {
    throw new AppError(401, 'The sign-in message is not valid yet.', 'SIWE_NOT_YET_VALID');
  }
}

export function createAuthService(
  repository: AuthRepository,
  accessTokens: AccessTokenSigner,
  settings: AuthSettings,
  clock: () => number = Date.now,
): AuthService {
  async function issueSession(wallet: string, familyId: string): Promise<{ accessToken: string; refreshToken: string }> {
    const refreshToken = newRefreshToken();
    await repository.insertRefreshToken(hashRefreshToken(refreshToken), familyId, wallet, settings.refreshTtlSeconds);
    return { accessToken: accessTokens.sign(getAddress(wallet)), refreshToken };
  }

  return {
    async issueNonce() {
      const nonce = newLoginNonce();
      await repository.insertNonce(nonce, settings.nonceTtlSeconds);
      return nonce;
    },

    async login(request) {
      const fields = parseMessage(request.message);
      checkFields(fields, request, settings, clock());
      const signer = recoverPersonalSignAddress(request.message, request.signature);
      if (signer === null || signer.toLowerCase() !== request.walletAddress.toLowerCase()) {
        throw new AppError(401, 'The signature does not match the wallet address.', 'INVALID_SIGNATURE');
      }
      const wallet = signer.toLowerCase();
      const refreshToken = newRefreshToken();
      const result = await repository.consumeNonceAndStartSession({
        nonce: request.nonce,
        wallet,
        refreshTokenHash: hashRefreshToken(refreshToken),
        familyId: randomUUID(),
        refreshTtlSeconds: settings.refreshTtlSeconds,
      });
      if (!result.consumed) {
        throw new AppError(401, 'The sign-in nonce is invalid, expired or already used.', 'INVALID_NONCE');
      }
      return { accessToken: accessTokens.sign(signer), refreshToken, clearAllMissions: result.openMissions === 0 };
    },

    async refresh(refreshToken) {
      const tokenHash = hashRefreshToken(refreshToken);
      const rotated = await repository.rotate(tokenHash);
      if (rotated) return issueSession(rotated.wallet, rotated.family_id);

      const known = await repository.find(tokenHash);
      if (!known) throw new AppError(401, 'The refresh token is invalid.', 'INVALID_REFRESH_TOKEN');
      if (known.rotated_at !== null || known.revoked_at !== null) {
        // A rotated token presented again means two parties hold it: end the whole session family.
        await repository.revokeFamily(known.family_id);
        throw new AppError(401, 'The refresh token was already used; the session has been revoked.', 'REFRESH_TOKEN_REUSED');
      }
      throw new AppError(401, 'The refresh token has expired.', 'INVALID_REFRESH_TOKEN');
    },

    async logout(refreshToken) {
      await repository.revokeFamilyOf(hashRefreshToken(refreshToken));
    },
  };
}
